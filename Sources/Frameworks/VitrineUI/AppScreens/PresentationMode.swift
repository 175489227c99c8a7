import Foundation
import VitrineWidgetCore

/// Whether the view is presented, and a way to dismiss it, as iOS 13's `PresentationMode`
/// (read with `@Environment(\.presentationMode)`; iOS 15 code reads `dismiss` instead).
public struct PresentationMode {
  let action: DismissAction
  let presented: Bool

  /// Whether the view is presented (in a sheet or pushed on a stack).
  public var isPresented: Bool { presented }

  /// Closes the sheet or pops the screen the view is in; does nothing elsewhere.
  @MainActor public mutating func dismiss() { action() }
}

extension EnvironmentValues {
  /// The presentation mode of the view, as a binding whose `dismiss()` closes its sheet or
  /// pops its screen (the iOS 13 spelling of ``EnvironmentValues/dismiss``).
  public var presentationMode: Binding<PresentationMode> {
    let action = dismiss
    let mode = PresentationMode(action: action, presented: container.dismiss != nil)
    return Binding(get: { mode }, set: { _ in })
  }
}

@MainActor
extension View {
  /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is not
  /// nil; its buttons and message are built from the data.
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return modifier(
      DialogModifier(
        kind: .confirmationDialog(showsTitle: titleVisibility != .hidden), title: Text(title),
        isPresented: shown, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
        message: data.map { AnyView(message($0)) } ?? AnyView(EmptyView())))
  }

  /// Presents a confirmation dialog for `data`, without a message.
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: { _ in EmptyView() })
  }

}

nonisolated extension View {
  /// Sets the color scheme of the presentation the view is in, as SwiftUI's
  /// `preferredColorScheme(_:)`: here the whole screen below is drawn in it; `nil` keeps the
  /// system's.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(
      EnvironmentWriter { environment in
        if let colorScheme { environment.colorScheme = colorScheme }
      })
  }

  /// Puts `content` along `edge` of the view, inset from the safe area, with the view's
  /// content laid out beside it, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`
  /// for the top and bottom edges.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .bottom { inset }
    }
  }
}
