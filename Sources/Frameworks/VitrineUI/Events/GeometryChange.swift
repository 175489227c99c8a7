import Foundation

nonisolated extension View {
  /// Reports a value worked out from the view's geometry to `action` (iOS 16). The view lays
  /// out as its content. A widget or Live Activity is drawn once, as on iOS, so an action that
  /// changes state changes nothing drawn; Vitrine's app runtime does not yet call the action
  /// (it is registered inside a geometry reader, whose lifecycle actions are not run).
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
    let handler = GeometryChangeAction(run: action)
    return background(
      GeometryReader { proxy in
        let value = transform(proxy)
        Color.clear.modifier(
          LifecycleModifier(slot: "geometry", appear: [{ handler.run(value, value) }]))
      })
  }
}

/// The action of `onGeometryChange`, run on the main actor after the frame it appeared in,
/// as SwiftUI runs it.
private final class GeometryChangeAction<T>: @unchecked Sendable {
  let run: (T, T) -> Void
  init(run: @escaping (T, T) -> Void) { self.run = run }
}
