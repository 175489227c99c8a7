import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine previews`: the program's `#Preview`s and the author's `PreviewProvider`s, listed or
  /// rendered to PNG.
  static let previews: CommandSpec = CommandSpec(
    name: "previews",
    summary: "list the #Preview and PreviewProvider previews, or render them to PNG",
    positionals: [
      PositionalSpec(name: "ACTION", help: "list (the default) | render NAME", optional: true),
      PositionalSpec(
        name: "NAME", help: "the preview to render: its name, or FILE:LINE of its #Preview",
        optional: true),
    ],
    options: [
      .value("output", "FILE", short: "o", help: "render: the PNG to write (default NAME.png)"),
      .value("entry", "N", help: "render: only the widget's Nth timeline entry, from 1"),
      .value("render-dir", "DIR", help: "write every preview as DIR/<name>.png"),
      .value("scale", "1|2|3", help: "pixels per point of the PNGs (default 2)"),
      ReaderOptions.dynamicType, ReaderOptions.layoutDirection,
    ] + WatchRun.options,
    discussion: """
      A widget preview shows each entry of its timeline: 'render' writes FILE-1.png, FILE-2.png, \
      … for them, or FILE for the one --entry picks. A preview without a name is named by \
      where its #Preview is written (MyWidgets.swift:97).

      \(WatchRun.discussion) Each build lists or renders the previews again (with \
      --render-dir, every PNG is rewritten).
      """,
    run: { arguments, console in
      if arguments.flag("watch") {
        return try await WatchRun.run(.previews, arguments, console)
      }
      try await PreviewsRun.run(arguments, console)
    })
}

/// The previews `vitrine previews` shows: the providers an author passed, then every
/// `#Preview` the program declares.
///
/// Metatypes are immutable, which is why the registry is `Sendable`.
struct PreviewRegistry: @unchecked Sendable {
  let providers: [any PreviewProvider.Type]

  /// Every preview in order, with each widget preview's entries as separate items.
  @MainActor
  func previews() async throws -> [[PreviewItem]] {
    var previews = providers.flatMap { $0.previewItems.map { [$0] } }
    for registration in PreviewRegistration.all {
      previews.append(try await registration.items())
    }
    return previews
  }
}

/// What `vitrine previews` does, on the main actor, where previews are built as in SwiftUI.
@MainActor
enum PreviewsRun {
  static func run(_ arguments: ParsedArguments, _ console: Console) async throws {
    let action = arguments.positionals.first ?? "list"
    let scale = try PreviewRendering.scale(arguments.value("scale"))
    let reader = try ReaderOptions.settings(arguments)
    switch action {
    case "list":
      if arguments.positionals.count > 1 {
        throw UsageError("'list' takes no NAME; render one with 'render NAME'")
      }
      let previews = try await console.previews.previews()
      if let folder = arguments.value("render-dir") {
        try renderAll(previews, into: folder, scale: scale, reader: reader, console)
        return
      }
      if previews.isEmpty { console.out("no previews") }
      for items in previews { console.out(PreviewRendering.summary(of: items)) }
    case "render":
      guard arguments.positionals.count == 2 else { throw UsageError("render needs NAME") }
      let items = try PreviewRendering.named(
        arguments.positionals[1], in: await console.previews.previews())
      try render(items, arguments, scale: scale, reader: reader, console)
    default:
      throw UsageError("unknown action '\(action)'; expected list or render")
    }
  }

  static func render(
    _ items: [PreviewItem], _ arguments: ParsedArguments, scale: Double,
    reader: ReaderOptions.Settings = ReaderOptions.Settings(), _ console: Console
  ) throws {
    let path = arguments.value("output") ?? PreviewRendering.fileName(items[0].name)
    var chosen = items
    var files = [URL(fileURLWithPath: path)]
    if let text = arguments.value("entry") {
      guard let entry = Int(text), entry >= 1, entry <= items.count else {
        throw UsageError(
          "--entry expects a number from 1 to \(items.count) for '\(items[0].name)', got '\(text)'")
      }
      chosen = [items[entry - 1]]
    } else if items.count > 1 {
      files = items.indices.map { PreviewRendering.numbered(files[0], $0 + 1) }
    }
    let renderer = try WidgetRenderer()
    for (item, file) in zip(chosen, files) {
      try write(item, to: file, scale: scale, reader: reader, renderer: renderer)
      console.out("\(file.path): \(PreviewRendering.label(of: item))")
    }
  }

  static func renderAll(
    _ previews: [[PreviewItem]], into folder: String, scale: Double,
    reader: ReaderOptions.Settings = ReaderOptions.Settings(), _ console: Console
  ) throws {
    let renderer = try WidgetRenderer()
    let directory = URL(fileURLWithPath: folder, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure("cannot create \(directory.path): \(error.localizedDescription)")
    }
    for items in previews {
      for item in items {
        var file = directory.appendingPathComponent(PreviewRendering.fileName(item.name))
        if items.count > 1, let entry = item.entry { file = PreviewRendering.numbered(file, entry) }
        try write(item, to: file, scale: scale, reader: reader, renderer: renderer)
        console.out("\(file.path): \(PreviewRendering.label(of: item))")
      }
    }
  }

  static func write(
    _ item: PreviewItem, to file: URL, scale: Double,
    reader: ReaderOptions.Settings = ReaderOptions.Settings(), renderer: WidgetRenderer
  ) throws {
    let png: Data
    if let activity = item.activity {
      png = try PNGEncoder.encode(
        renderer.rasterize(activity.presentation, of: activity.views, scale: scale))
    } else {
      let target = WidgetRenderTarget(
        family: item.family, scale: scale, contentMarginsDisabled: item.contentMarginsDisabled,
        size: item.size, now: item.date)
      png = try PNGEncoder.encode(
        renderer.rasterize(item.view, target: reader.applied(to: target)))
    }
    try OutputFile.write(png, to: file.path)
  }
}

enum PreviewRendering {
  /// The scale `text` asks for, 2 when none.
  static func scale(_ text: String?) throws -> Double {
    guard let text else { return 2 }
    guard let value = Int(text), [1, 2, 3].contains(value) else {
      throw UsageError("--scale expects 1, 2 or 3, got '\(text)'")
    }
    return Double(value)
  }

  /// A file name for a preview: letters, digits, `-` and `_` kept, anything else as `-`.
  static func fileName(_ name: String) -> String {
    let kept = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
    return String(kept) + ".png"
  }

  /// `file` with `-<number>` before its extension: `x.png` → `x-2.png`.
  static func numbered(_ file: URL, _ number: Int) -> URL {
    let ext = file.pathExtension
    let base = file.deletingPathExtension().path + "-\(number)"
    return URL(fileURLWithPath: ext.isEmpty ? base : base + "." + ext)
  }

  /// The preview `query` names: by its name, else by where its `#Preview` is written.
  static func named(_ query: String, in previews: [[PreviewItem]]) throws -> [PreviewItem] {
    let byName = previews.filter { $0[0].name == query }
    if byName.count == 1 { return byName[0] }
    let bySource = previews.filter { $0[0].provider == query }
    if bySource.count == 1 { return bySource[0] }
    if byName.count > 1 {
      let places = byName.map { $0[0].provider }.joined(separator: ", ")
      throw UsageError(
        "\(byName.count) previews are named '\(query)' (\(places)); name one by FILE:LINE")
    }
    let names = previews.map { "'\($0[0].name)'" }.joined(separator: ", ")
    throw UsageError(
      "no preview named '\(query)'; the previews are \(names.isEmpty ? "none" : names)")
  }

  /// One line for a preview: its name, family or size, entries, and where it comes from.
  static func summary(of items: [PreviewItem]) -> String {
    let first = items[0]
    var shape =
      first.activity.map { "Live Activity \($0.presentation.rawValue)" }
      ?? first.size.map { "\(format($0.width)) × \(format($0.height)) pt" }
      ?? first.family.rawValue
    if first.activity != nil {
      shape += ", \(items.count) \(items.count == 1 ? "state" : "states")"
    } else if first.entry != nil {
      shape += ", \(items.count) \(items.count == 1 ? "entry" : "entries")"
    }
    return "\(first.name) — \(shape) (\(first.provider))"
  }

  /// A rendered item: its name, family and entry.
  static func label(of item: PreviewItem) -> String {
    if let activity = item.activity {
      return
        "\(item.name), Live Activity \(activity.presentation.rawValue), state \(item.entry ?? 1)"
    }
    let shape = item.size.map { "\(format($0.width)) × \(format($0.height)) pt" }
    var text = "\(item.name), \(shape ?? item.family.rawValue)"
    if let entry = item.entry { text += ", entry \(entry)" }
    return text
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
