import Foundation

/// The destinations `navigationDestination(for:destination:)` registered above a link, by
/// the type of value they show.
struct NavigationDestinations: @unchecked Sendable {
  var byType: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]

  /// The destination for `value`, or `nil` when none is registered for its type.
  @MainActor func view(for value: Any) -> AnyView? {
    byType[ObjectIdentifier(type(of: value))].map { $0(value) }
  }
}

private struct NavigationDestinationsKey: EnvironmentKey {
  static var defaultValue: NavigationDestinations { NavigationDestinations() }
}

extension EnvironmentValues {
  /// The value destinations registered above.
  var navigationDestinations: NavigationDestinations {
    get { self[NavigationDestinationsKey.self] }
    set { self[NavigationDestinationsKey.self] = newValue }
  }
}

@MainActor
extension View {
  /// Registers the screen `destination` makes for values of type `data`: a
  /// `NavigationLink(value:)` inside with such a value pushes it, as SwiftUI's
  /// `navigationDestination(for:destination:)`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { value in
        guard let value = value as? D else { return AnyView(EmptyView()) }
        return AnyView(destination(value))
      })
  }
}

/// Adds a destination to those registered above.
nonisolated struct NavigationDestinationModifier: ViewModifier {
  let type: ObjectIdentifier
  let make: @MainActor (Any) -> AnyView
  @Environment(\.navigationDestinations) private var current

  init(type: ObjectIdentifier, make: @escaping @MainActor (Any) -> AnyView) {
    self.type = type
    self.make = make
  }

  @MainActor func body(content: Content) -> some View {
    var destinations = current
    destinations.byType[type] = make
    return content.environment(\.navigationDestinations, destinations)
  }
}

/// The screen a value link pushes: the destination registered for its value's type where
/// the link is, found when the link is resolved.
nonisolated public struct NavigationValueDestination: View {
  let value: AnyHashable?
  var found: AnyView? = nil

  /// The registered destination, or nothing.
  @MainActor public var body: some View {
    found ?? AnyView(EmptyView())
  }
}

extension NavigationLink where Destination == NavigationValueDestination {
  /// Creates a link that pushes the screen registered for `value`'s type with
  /// `navigationDestination(for:destination:)`; a nil value makes a link that does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(destination: NavigationValueDestination(value: value.map { AnyHashable($0) })) {
      label()
    }
  }
}

extension NavigationLink where Label == Text, Destination == NavigationValueDestination {
  /// Creates a text link that pushes the screen registered for `value`'s type.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Label == Text {
  /// Creates a text link that pushes `destination` (the iOS 13 spelling).
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}
