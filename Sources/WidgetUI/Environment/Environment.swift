/// A property wrapper that reads a value of the environment the view is laid out in.
///
/// ```swift
/// struct Poster: View {
///   @Environment(\.widgetFamily) var family
///   var body: some View { Text(family == .systemSmall ? "S" : "M") }
/// }
/// ```
///
/// Read it inside `body`; outside layout it holds the environment's default.
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment of the body being read.
  public var wrappedValue: Value {
    (EnvironmentValues.current ?? EnvironmentValues())[keyPath: keyPath]
  }
}
