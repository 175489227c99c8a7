import Foundation

/// A title with an icon beside it, drawn by the environment's ``LabelStyle``.
///
/// The default style (``LabelStyle/titleAndIcon``) puts the icon on the leading side of the
/// title in a row with the default spacing, both centered vertically; ``LabelStyle/titleOnly``
/// and ``LabelStyle/iconOnly`` show one of the two.
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// Creates a label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The label as its style draws it.
  @MainActor public var body: some View {
    style.makeErasedBody(
      configuration: LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(content: Self.stackedTitle(title)),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a title and an SF Symbol: `Label("Rain", systemImage: "cloud.rain")`.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with a title and an image from the widget's resources.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label {
  /// The title as iOS lays it out: several views (`Text("Name")` and `Text("Role")` listed
  /// one after the other) stack in a leading-aligned column, one view is itself.
  @MainActor static func stackedTitle(_ title: Title) -> AnyView {
    guard title is any MultipleViewList else { return AnyView(title) }
    return AnyView(VStack(alignment: .leading) { title })
  }
}

/// A view that is a list of several views, as `@ViewBuilder` makes of consecutive lines.
protocol MultipleViewList {}

extension TupleView: MultipleViewList {}

/// The parts of a ``Label`` a ``LabelStyle`` arranges.
public struct LabelStyleConfiguration {
  /// The label's title.
  public struct Title: View {
    let content: AnyView
    /// The title view.
    public var body: some View { content }
  }

  /// The label's icon.
  public struct Icon: View {
    let content: AnyView
    /// The icon view.
    public var body: some View { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// How every ``Label`` in a view is drawn, set with ``View/labelStyle(_:)``.
@MainActor @preconcurrency
public protocol LabelStyle: Sendable {
  /// The view the style draws.
  associatedtype Body: View
  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
  /// Draws a label from its title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
  func makeErasedBody(configuration: Configuration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The icon before the title, in a row.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// An `HStack` of icon and title with the default spacing.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The title.
  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// The icon.
  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default, which on iOS outside lists and toolbars is title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// Title and icon.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default: title and icon.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon before the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
  static let defaultValue: any LabelStyle = DefaultLabelStyle()
}

extension EnvironmentValues {
  /// The style labels in this view are drawn with.
  var labelStyle: any LabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how the labels in this view are drawn: `.labelStyle(.iconOnly)`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, style)
  }
}
