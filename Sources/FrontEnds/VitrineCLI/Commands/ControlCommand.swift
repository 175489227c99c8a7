import Foundation
import VitrineHomeScreen
import VitrineHost
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine controls`: the installed controls, as Control Center's gallery lists them.
  static let controls = CommandSpec(
    name: "controls",
    summary: "list the installed Control Center controls (iOS 18 control widgets)",
    options: [CommonOptions.json, CommonOptions.dataDir],
    run: { arguments, console in
      let controls = console.controls.controls(
        in: SessionOptions.environment(arguments, console))
      if controls.isEmpty, !arguments.flag("json") { console.out("no controls installed") }
      for control in controls {
        let listing = await ControlListing(control)
        console.out(arguments.flag("json") ? JSONLines.encode(listing) : listing.text)
      }
    })

  /// `vitrine control`: renders a control as a Control Center tile, or taps it.
  static let control = CommandSpec(
    name: "control",
    summary: "render a control as a Control Center tile, or tap it",
    positionals: [
      PositionalSpec(name: "ACTION", help: "render | tap"),
      PositionalSpec(name: "KIND", help: "the control kind (see 'vitrine controls')"),
    ],
    options: [
      .value("size", "SIZE", help: "render: small, medium or large (default small)"),
      .value("scale", "1|2|3", help: "render: pixels per point (default 3)"),
      .flag("preview", help: "render: the gallery's preview value instead of the current one"),
      .value("output", "FILE", short: "o", help: "render: the PNG to write"),
      CommonOptions.config, CommonOptions.dataDir,
    ],
    discussion: """
      'render' asks the control's value provider for its current value (--preview: its preview
      value) and draws the template as Control Center does: a small control is the symbol in a
      circle, tinted when a toggle is on; medium and large add the title and the value.
      'tap' does what a tap does on iOS: a button performs its intent; a toggle sets its
      intent's value to the opposite of the current state and performs it; then the provider
      is asked for the current value again, and the host logs the event.
      """,
    run: { arguments, console in
      guard arguments.positionals.count == 2 else { throw UsageError("expected ACTION and KIND") }
      let host = ControlHost(
        controls: console.controls.controls(in: SessionOptions.environment(arguments, console)))
      let kind = arguments.positionals[1]
      let configuration = try CommonOptions.configuration(arguments)
      switch arguments.positionals[0] {
      case "render":
        try await ControlRun.render(host, kind, configuration, arguments, console)
      case "tap":
        try ControlRun.refuseRenderOptions(arguments)
        let tap = try await host.tap(kind: kind, configuration: configuration)
        for event in await host.events { console.out("host: \(event.message ?? "")") }
        console.out(
          "tapped \(kind): \(ControlRun.state(tap.before)) -> \(ControlRun.state(tap.after))")
      case let action:
        throw UsageError("unknown action '\(action)'; expected render or tap")
      }
    })
}

/// The steps of `vitrine control`.
@MainActor
enum ControlRun {
  static func render(
    _ host: ControlHost, _ kind: String, _ configuration: IntentValues,
    _ arguments: ParsedArguments, _ console: Console
  ) async throws {
    guard let path = arguments.value("output") else {
      throw UsageError("missing -o FILE")
    }
    let sizeName = arguments.value("size") ?? "small"
    guard let size = ControlTileSize(rawValue: sizeName) else {
      throw UsageError("--size expects small, medium or large, got '\(sizeName)'")
    }
    var scale = 3.0
    if let text = arguments.value("scale") {
      guard let value = Int(text), (1...3).contains(value) else {
        throw UsageError("--scale expects 1, 2 or 3, got '\(text)'")
      }
      scale = Double(value)
    }
    let control = try host.control(ofKind: kind)
    let shown =
      arguments.flag("preview")
      ? await control.previewControl(configuration: configuration)
      : try await host.current(kind: kind, configuration: configuration)
    let image = try WidgetRenderer().rasterize(
      control: shown, displayName: control.displayName, size: size, scale: scale)
    try OutputFile.write(PNGEncoder.encode(image), to: path)
    console.out("\(path): \(kind) \(size.rawValue), \(state(shown))")
  }

  static func refuseRenderOptions(_ arguments: ParsedArguments) throws {
    for name in ["size", "scale", "output"] where arguments.value(name) != nil {
      throw UsageError("--\(name) is for 'render', not 'tap'")
    }
    if arguments.flag("preview") { throw UsageError("--preview is for 'render', not 'tap'") }
  }

  /// "on", "off" or "button".
  static func state(_ control: ResolvedControl) -> String {
    control.isOn.map { $0 ? "on" : "off" } ?? "button"
  }
}

/// What `vitrine controls` says about one control.
struct ControlListing: Encodable {
  var kind: String
  var displayName: String
  var description: String
  var template: String
  var action: String
  var parameters: [String]

  init(_ control: ControlDescriptor) async {
    kind = control.kind
    displayName = control.displayName
    description = control.controlDescription
    let preview = await control.previewControl()
    template = preview.isOn == nil ? "button" : "toggle"
    action = preview.actionName
    parameters = control.intent?.parameters.map(\.key) ?? []
  }

  var text: String {
    var lines = ["\(kind) — \(displayName)"]
    if !description.isEmpty { lines.append("  \(description)") }
    lines.append("  \(template), performs \(action)")
    lines.append(
      parameters.isEmpty
        ? "  no configuration" : "  configuration: \(parameters.joined(separator: ", "))")
    return lines.joined(separator: "\n")
  }
}
