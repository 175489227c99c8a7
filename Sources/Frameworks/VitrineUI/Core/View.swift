/// A piece of a widget's interface, declared as a value, as in SwiftUI.
///
/// Write a view as a struct whose ``body`` is built from other views:
///
/// ```swift
/// struct Title: View {
///   let text: String
///   var body: some View {
///     Text(text).font(.headline)
///   }
/// }
/// ```
///
/// The views Vitrine provides (``Text``, ``HStack``, ``Color``, …) are primitives: layout knows
/// them directly and never asks for their body.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of the view, read whenever the widget is laid out.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` is the body type of primitive views; it has no body of its own.
  public var body: Never { primitiveBody(of: Never.self) }
}

nonisolated extension View where Body == Never {
  /// Primitive views have no body; layout handles them itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Stops with a message naming `type`: asking a primitive view for its body is a programming
/// error, as in SwiftUI.
func primitiveBody<V>(of type: V.Type) -> Never {
  fatalError("\(type) is a primitive view and has no body")
}
