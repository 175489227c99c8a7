/// A property wrapper that reads a value of the environment the view is laid out in.
///
/// ```swift
/// struct Poster: View {
///   @Environment(\.widgetFamily) var family
///   var body: some View { Text(family == .systemSmall ? "S" : "M") }
/// }
/// ```
///
/// Read it inside `body`; in an app the environment of the view's last evaluation is kept, so
/// actions that run later (a button's) read it too. Elsewhere, outside layout, it holds the
/// environment's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let installed = InstalledEnvironment()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment of the body being read.
  public var wrappedValue: Value {
    (EnvironmentValues.current ?? installed.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

/// The environment an app runtime installed into an ``Environment`` property.
final class InstalledEnvironment {
  var values: EnvironmentValues?
}

extension Environment: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {
    installed.values = environment
  }

  func inputMatches(_ other: Any) -> Bool { other is Environment<Value> }
}
