import VitrineWidgetCore

/// The widget kinds a host can run, by kind identifier.
public struct WidgetRegistry: Sendable {
  /// The registered widgets in registration order.
  public private(set) var widgets: [WidgetDescriptor] = []

  /// Creates a registry of `widgets`; a later widget with an existing kind replaces the earlier.
  public init(_ widgets: [WidgetDescriptor] = []) {
    widgets.forEach { register($0) }
  }

  /// Adds or replaces a widget kind.
  public mutating func register(_ widget: WidgetDescriptor) {
    if let index = widgets.firstIndex(where: { $0.kind == widget.kind }) {
      widgets[index] = widget
    } else {
      widgets.append(widget)
    }
  }

  /// The widget of `kind`, if registered.
  public subscript(kind: String) -> WidgetDescriptor? {
    widgets.first { $0.kind == kind }
  }

  /// The kinds, in registration order.
  public var kinds: [String] { widgets.map(\.kind) }
}

/// Why the host refused a request about widgets.
public enum WidgetHostError: Error, Equatable, CustomStringConvertible {
  /// No widget of this kind is registered.
  case unknownKind(String, known: [String])
  /// The widget does not come in this family.
  case unsupportedFamily(kind: String, family: WidgetFamily, supported: [WidgetFamily])
  /// No instance has this identifier.
  case unknownInstance(String)
  /// The configuration was refused.
  case invalidConfiguration(kind: String, IntentConfigurationError)
  /// The widget takes no configuration.
  case notConfigurable(kind: String)

  public var description: String {
    switch self {
    case .unknownKind(let kind, let known):
      return "no widget of kind '\(kind)' (kinds: \(known.joined(separator: ", ")))"
    case .unsupportedFamily(let kind, let family, let supported):
      return "widget '\(kind)' does not come in \(family) (families: "
        + supported.map(\.rawValue).joined(separator: ", ") + ")"
    case .unknownInstance(let id):
      return "no widget instance '\(id)'"
    case .invalidConfiguration(let kind, let error):
      return "configuration of '\(kind)' refused: \(error)"
    case .notConfigurable(let kind):
      return "widget '\(kind)' has no configuration intent"
    }
  }
}
