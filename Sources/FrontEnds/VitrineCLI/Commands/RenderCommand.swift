import Foundation
import VitrineHomeScreen
import VitrineHost
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine render`: a widget as the host shows it, to PNG, SVG or PDF.
  static let render = CommandSpec(
    name: "render",
    summary: "render a widget as the host shows it at a moment, to PNG, SVG or PDF",
    positionals: [PositionalSpec(name: "KIND", help: "the widget kind (see 'vitrine kinds')")],
    options: WidgetViewOptions.options + [
      .value("scale", "1|2|3", help: "pixels per point of a PNG (default: the device's)"),
      .value("format", "FORMAT", help: "png, svg or pdf (default: from the output's extension)"),
      .value("output", "FILE", short: "o", help: "the file to write"),
    ],
    discussion: """
      The host starts at --at (default now) with one instance and shows the entry it would show
      then. --placeholder draws the provider's placeholder redacted, as before the first
      timeline; --preview draws the snapshot the widget gallery shows. Text is set in Inter and
      Noto Color Emoji through the project's pinned fontconfig configuration, so the same
      packages give the same bytes. An image too large for the widget is refused as on iOS:
      the placeholder is drawn instead and a warning says why.
      """,
    run: { arguments, console in
      guard let path = arguments.value("output") else {
        throw UsageError("missing -o FILE")
      }
      let output = URL(fileURLWithPath: path)
      let format: RenderFormat
      if let text = arguments.value("format") {
        guard let named = RenderFormat(rawValue: text.lowercased()) else {
          throw UsageError("unknown format '\(text)' (formats: png, svg, pdf)")
        }
        format = named
      } else {
        guard let inferred = RenderFormat(pathExtension: output.pathExtension) else {
          throw UsageError("cannot tell the format of '\(path)'; use --format png|svg|pdf")
        }
        format = inferred
      }
      var scale: Double?
      if let text = arguments.value("scale") {
        guard let value = Int(text), (1...3).contains(value) else {
          throw UsageError("--scale expects 1, 2 or 3, got '\(text)'")
        }
        scale = Double(value)
      }
      let data: (bytes: Data, target: WidgetRenderTarget, entry: any TimelineEntry) =
        try await WidgetViewOptions.present(
          arguments, console, scale: scale
        ) { session, shown in
          do {
            return (
              try shown.render(as: format, with: session.renderer()), shown.target, shown.entry
            )
          } catch let error as RenderError where error.showsPlaceholder {
            console.err("vitrine render: warning: \(error); drawing the placeholder instead")
            let placeholder = try await session.present(
              shown.instance, showing: .placeholder, appearance: shown.appearance)
            return (
              try placeholder.render(as: format, with: session.renderer()), shown.target,
              shown.entry
            )
          }
        }
      try OutputFile.write(data.bytes, to: path)
      let target = data.target
      let size = target.widgetSize
      var line =
        "\(path): \(format.rawValue.uppercased()), \(arguments.positionals[0]) \(target.family)"
      line +=
        " \(AccessibilityReport.number(size.width))×\(AccessibilityReport.number(size.height)) pt"
      if format == .png {
        let pixels = WidgetRenderer.pixelSize(
          of: DisplayList(size: size), scale: target.resolvedScale)
        line += " (\(pixels.width)×\(pixels.height) px)"
      }
      line += ", \(data.bytes.count) bytes"
      console.out(line)
      try SessionOptions.requireReadableStores(data.entry)
    })
}

/// The options `render` and `a11y` share: which widget, where, when and how.
enum WidgetViewOptions {
  static let options: [OptionSpec] = [
    CommonOptions.family, CommonOptions.device,
    .value("color-scheme", "SCHEME", help: "light (default) or dark"),
    .value(
      "rendering-mode", "MODE",
      help:
        "fullColor, accented (tinted Home Screen) or vibrant (Lock Screen); default: the family's"),
    CommonOptions.config, CommonOptions.at,
    .flag("placeholder", help: "show the provider's placeholder entry, redacted"),
    .flag("preview", help: "show the provider's snapshot, as the widget gallery does"),
    .value(
      "locale", "LOCALE",
      help: "the widget's language and formats, such as ru_RU or en (default: $LC_ALL or $LANG)"),
    CommonOptions.dataDir, ReaderOptions.dynamicType, ReaderOptions.layoutDirection,
  ]

  /// Starts a session for the arguments, presents the instance as the host shows it, and runs
  /// `body` with both. A placeholder shown because the widget has no timeline yet is reported
  /// on standard error, as are a failure the entry records and SF Symbols with no icon.
  @MainActor static func present<Result>(
    _ arguments: ParsedArguments, _ console: Console, scale: Double?,
    _ body: (HomeSession, WidgetPresentation) async throws -> Result
  ) async throws -> Result {
    var scheme = ColorScheme.light
    if let text = arguments.value("color-scheme") {
      guard let named = ColorScheme(rawValue: text.lowercased()) else {
        throw UsageError("unknown color scheme '\(text)' (light or dark)")
      }
      scheme = named
    }
    let placeholder = arguments.flag("placeholder")
    let preview = arguments.flag("preview")
    if placeholder && preview {
      throw UsageError("give either --placeholder or --preview, not both")
    }
    var locale = CommonOptions.processLocale(console.environment)
    if let identifier = arguments.value("locale") {
      guard !identifier.isEmpty,
        Locale.availableIdentifiers.contains(identifier)
          || Locale.availableIdentifiers.contains(
            identifier.replacingOccurrences(of: "-", with: "_"))
      else {
        throw UsageError("unknown locale '\(identifier)' (such as en_US, ru_RU, de_DE)")
      }
      locale = Locale(identifier: identifier)
    }
    var appearance = WidgetAppearance(colorScheme: scheme, locale: locale, scale: scale)
    appearance.dynamicTypeSize = try ReaderOptions.dynamicTypeSize(arguments)
    appearance.layoutDirection = try ReaderOptions.layoutDirection(arguments)
    if let text = arguments.value("rendering-mode") {
      let modes: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]
      guard let mode = modes.first(where: { $0.description.lowercased() == text.lowercased() })
      else {
        throw UsageError("unknown rendering mode '\(text)' (fullColor, accented or vibrant)")
      }
      appearance.renderingMode = mode
    }
    let content: WidgetPresentation.Content =
      placeholder ? .placeholder : preview ? .preview : .current
    return try await SessionOptions.withInstance(
      arguments, console, at: try CommonOptions.moment(arguments)
    ) { session, instance in
      let shown = try await session.present(instance, showing: content, appearance: appearance)
      if shown.isPlaceholder && content != .placeholder {
        let why =
          await session.host.events.last { $0.kind == .diagnostic }?.message
          ?? "the widget has no timeline yet"
        console.err("vitrine: warning: showing the placeholder, redacted: \(why)")
      }
      if let failure = (shown.entry as? any FailureReportingEntry)?.failure {
        console.err("vitrine: warning: \(shown.widget.kind) shows an error state: \(failure)")
      }
      for name in shown.displayList.unmappedSymbols {
        console.err(
          "vitrine: warning: no icon for the SF Symbol '\(name)': drawn as a question mark in a"
            + " square (docs/sf-symbols.md lists the mapped names)")
      }
      return try await body(session, shown)
    }
  }
}
