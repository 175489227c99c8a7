import Foundation

/// A navigation container as iOS 13–15 code writes it, `NavigationView { … }`: on an iPhone
/// every style shows its content as a stack (Apple: "on iPhone … the navigation view
/// displays as a stack"), so it is a ``NavigationStack`` whose root is the content, with the
/// edit mode an ``EditButton`` inside it switches.
public struct NavigationView<Content: View>: View {
  let content: Content
  @State private var editMode = EditMode.inactive

  /// Creates a navigation view whose root screen is `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The stack.
  public var body: some View {
    NavigationStack { content }
      .environment(\.editMode, $editMode)
  }
}

/// A style of ``NavigationView``; on an iPhone every style is a stack.
public protocol NavigationViewStyle {}

/// One screen at a time, pushed and popped (`.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// The platform's choice: a stack on an iPhone (`.automatic`).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// Sidebar and detail side by side on a wide screen; a stack on an iPhone (`.columns`).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns where there is room.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
  /// Sets the style of the navigation views inside; every style is a stack on an iPhone.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

  /// Sets the navigation title (the iOS 13 spelling of ``View/navigationTitle(_:)``).
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title and how it is shown (the iOS 13 spelling).
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the navigation title from a text view (the iOS 13 spelling).
  public func navigationBarTitle(_ title: Text) -> some View {
    modifier(TextTitleModifier(title: title, displayMode: nil))
  }

  /// Sets the navigation title from a text view and how it is shown (the iOS 13 spelling).
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    modifier(TextTitleModifier(title: title, displayMode: displayMode))
  }

  /// Sets the navigation title from a text view.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(TextTitleModifier(title: title, displayMode: nil))
  }

  /// Hides or shows the back button of a pushed screen; Vitrine always shows it.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

/// A navigation title given as text, read in the view's environment (its language).
nonisolated struct TextTitleModifier: ViewModifier {
  let title: Text
  let displayMode: NavigationBarItem.TitleDisplayMode?
  @Environment(\.self) private var environment

  init(title: Text, displayMode: NavigationBarItem.TitleDisplayMode?) {
    self.title = title
    self.displayMode = displayMode
  }

  @MainActor func body(content: Content) -> some View {
    let titled = content.navigationTitle(title.string(in: environment))
    if let displayMode {
      titled.navigationBarTitleDisplayMode(displayMode)
    } else {
      titled
    }
  }
}
