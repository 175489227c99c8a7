import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine kinds`: the widget kinds with their families and configuration parameters.
  static let kinds = CommandSpec(
    name: "kinds",
    summary: "list widget kinds, their families and configuration parameters",
    options: [CommonOptions.json],
    run: { arguments, console in
      let environment = SessionOptions.environment(arguments, console)
      for widget in console.widgets.widgets(in: environment) {
        let listing = try await KindListing(widget)
        if arguments.flag("json") {
          console.out(JSONLines.encode(listing))
        } else {
          console.out(listing.text)
        }
      }
    })
}

/// What `vitrine kinds` says about one widget.
struct KindListing: Encodable {
  struct Parameter: Encodable {
    var key: String
    var title: String
    var type: String
    var defaultValue: String?
    var options: IntentOptions?
  }

  var kind: String
  var displayName: String
  var description: String
  var families: [WidgetFamily]
  var parameters: [Parameter]
  var recommendations: [IntentRecommendation]

  init(_ widget: WidgetDescriptor) async throws {
    kind = widget.kind
    displayName = widget.displayName
    description = widget.widgetDescription
    families = widget.supportedFamilies
    var parameters: [Parameter] = []
    for info in widget.intent?.parameters ?? [] {
      parameters.append(
        Parameter(
          key: info.key, title: info.title, type: info.typeName, defaultValue: info.defaultValue,
          options: try await info.options()))
    }
    self.parameters = parameters
    recommendations = widget.provider.recommendations()
  }

  var text: String {
    var lines = [
      "\(kind) — \(displayName)", "  \(description)",
      "  families: \(families.map(\.rawValue).joined(separator: ", "))",
    ]
    if parameters.isEmpty { lines.append("  no configuration") }
    for parameter in parameters {
      let defaultText = parameter.defaultValue.map { ", default \($0)" } ?? ""
      lines.append(
        "  --config \(parameter.key)=…  \(parameter.title) (\(parameter.type)\(defaultText))")
      for section in parameter.options?.sections ?? [] {
        let items = section.items.map(\.identifier).joined(separator: ", ")
        lines.append("      \(section.title.map { "\($0): " } ?? "")\(items)")
      }
    }
    for recommendation in recommendations {
      let values = recommendation.values.sorted { $0.key < $1.key }
        .map { "--config \($0.key)=\($0.value)" }.joined(separator: " ")
      lines.append("  recommended: \(recommendation.description) (\(values))")
    }
    return lines.joined(separator: "\n")
  }
}
