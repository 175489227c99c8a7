import Foundation
import WidgetCore
import WidgetHost
import WidgetRendering
import WidgetUI

extension CommandSpec {
  /// `vitrine render`: a widget as the host shows it, to PNG, SVG or PDF.
  static let render = CommandSpec(
    name: "render",
    summary: "render a widget as the host shows it at a moment, to PNG, SVG or PDF",
    positionals: [PositionalSpec(name: "KIND", help: "the widget kind (see 'vitrine kinds')")],
    options: WidgetViewOptions.options + [
      .value("scale", "1|2|3", help: "pixels per point of a PNG (default: the device's)"),
      .value("format", "FORMAT", help: "png, svg or pdf (default: from the output's extension)"),
      .value("output", "FILE", help: "the file to write"),
      .value("o", "FILE", help: "same as --output"),
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
      guard let path = arguments.value("output") ?? arguments.value("o") else {
        throw UsageError("missing -o FILE")
      }
      if arguments.value("output") != nil && arguments.value("o") != nil {
        throw UsageError("give either -o or --output, not both")
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
      let shown = try await WidgetViewOptions.prepare(arguments, console, scale: scale)
      let renderer = try WidgetRenderer()
      var data: Data
      do {
        data = try renderer.render(
          shown.displayList(renderer), as: format, options: shown.target.renderOptions)
      } catch let error as RenderError where error.showsPlaceholder {
        console.err("vitrine render: warning: \(error)")
        let placeholder = shown.placeholder
        data = try renderer.render(
          placeholder.displayList(renderer), as: format, options: placeholder.target.renderOptions)
      }
      do {
        try data.write(to: output)
      } catch {
        throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
      }
      let size = shown.target.widgetSize
      var line = "\(path): \(format.rawValue.uppercased()), \(shown.kind) \(shown.target.family)"
      line +=
        " \(AccessibilityReport.number(size.width))×\(AccessibilityReport.number(size.height)) pt"
      if format == .png {
        let pixels = WidgetRenderer.pixelSize(
          of: DisplayList(size: size), scale: shown.target.resolvedScale)
        line += " (\(pixels.width)×\(pixels.height) px)"
      }
      line += ", \(data.count) bytes"
      console.out(line)
    })
}

/// The options `render` and `a11y` share: which widget, where, when and how.
enum WidgetViewOptions {
  static let options: [OptionSpec] = [
    CommonOptions.family, CommonOptions.device,
    .value("color-scheme", "SCHEME", help: "light (default) or dark"),
    CommonOptions.config, CommonOptions.at,
    .flag("placeholder", help: "show the provider's placeholder entry, redacted"),
    .flag("preview", help: "show the provider's snapshot, as the widget gallery does"),
    .value(
      "locale", "LOCALE",
      help: "the widget's language and formats, such as ru_RU or en (default: $LC_ALL or $LANG)"),
    CommonOptions.dataDir,
  ]

  /// A widget's view at a moment, and where it is shown.
  struct Shown {
    var kind: String
    var view: any View
    var target: WidgetRenderTarget
    /// The provider's placeholder view for the same instance.
    var placeholderView: any View

    func displayList(_ renderer: WidgetRenderer) -> DisplayList {
      renderer.displayList(for: view, target: target)
    }

    /// The placeholder, redacted, where the view itself cannot be drawn.
    var placeholder: Shown {
      var redacted = self
      redacted.view = placeholderView
      redacted.target.redactionReasons.insert(.placeholder)
      return redacted
    }
  }

  /// Starts a host for the arguments and takes the view it shows.
  static func prepare(
    _ arguments: ParsedArguments, _ console: Console, scale: Double?
  ) async throws -> Shown {
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
    return try await HostSession.withWidget(
      arguments, console, at: try CommonOptions.moment(arguments)
    ) { session in
      let entry: any TimelineEntry
      if placeholder {
        entry = try await session.host.placeholderEntry(of: session.id)
      } else if preview {
        entry = try await session.host.previewEntry(of: session.id)
      } else {
        entry = try await session.host.currentEntry(of: session.id)
      }
      let target = WidgetRenderTarget(
        family: session.instance.family, device: session.instance.device, colorScheme: scheme,
        scale: scale, redactionReasons: placeholder ? .placeholder : [], locale: locale,
        contentMarginsDisabled: session.widget.contentMarginsDisabled, now: session.clock.now)
      return Shown(
        kind: session.widget.kind, view: try session.view(of: entry), target: target,
        placeholderView: try session.view(
          of: try await session.host.placeholderEntry(of: session.id)))
    }
  }
}
