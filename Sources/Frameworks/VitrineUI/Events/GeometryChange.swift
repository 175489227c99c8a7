import Foundation

nonisolated extension View {
  /// Reports a value worked out from the view's geometry to `action` (iOS 16). The view lays
  /// out as its content. A widget or Live Activity is drawn once, as on iOS, so an action that
  /// changes state changes nothing drawn; in an app the action gets the value after the first
  /// frame the view appears in (later changes of the value are not reported yet).
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
  }

  /// Reports a value worked out from the view's geometry to `action` with the value before
  /// (iOS 18): on the first appearance both are the first value, as SwiftUI's initial call is.
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    // The reader's content is built while the frame is placed, after its views were
    // resolved, so the value is kept in a box the appear action (run once the frame is
    // placed) reads; the action is registered where the view is resolved.
    let handler = GeometryChangeAction(run: action)
    return background(
      GeometryReader { proxy in
        let _ = handler.measured = transform(proxy)
        Color.clear
      }
    )
    .modifier(LifecycleModifier(slot: "geometry", appear: [{ handler.reportFirst() }]))
  }
}

/// The action of `onGeometryChange`, run on the main actor after the frame it appeared in,
/// as SwiftUI runs it.
private final class GeometryChangeAction<T>: @unchecked Sendable {
  let run: (T, T) -> Void
  /// The value worked out when the reader was last placed.
  var measured: T?
  init(run: @escaping (T, T) -> Void) { self.run = run }

  /// Hands the measured value to the action, as both old and new value (SwiftUI's first call).
  func reportFirst() {
    guard let measured else { return }
    run(measured, measured)
  }
}
