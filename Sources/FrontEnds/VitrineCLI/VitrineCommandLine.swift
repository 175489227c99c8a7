import Foundation
import VitrineHomeScreen
import VitrineHost
import VitrineUI
import VitrineWidgetCore

/// The `vitrine` command: parses the arguments, runs a subcommand and returns the exit code.
public enum VitrineCommandLine {
  /// Every subcommand, in the order `vitrine --help` lists them.
  static let commands: [CommandSpec] = [
    .kinds, .devices, .timeline, .simulate, .doctor, .render, .a11y, .intent, .store, .serve, .app,
    .contacts, .messages, .shared, .settings, .aasa,
    .previews,
    .controls, .control, .initPackage,
  ]

  /// Runs `vitrine` with `arguments` (without the program name) and returns its exit code:
  /// 0 on success, 1 when the command failed, 2 on a usage error.
  public static func main(_ arguments: [String]) async -> Int32 {
    await main(arguments, console: .standard)
  }

  /// Runs `vitrine` over your own widgets instead of Vitrine's, so a widget author gets every
  /// command (`kinds`, `timeline`, `simulate`, `render`, `a11y`, `intent`) for their widgets:
  ///
  /// ```swift
  /// // Sources/my-widgets/main.swift
  /// import Foundation
  /// import VitrineCLI
  ///
  /// exit(await VitrineCommandLine.main(
  ///   Array(CommandLine.arguments.dropFirst()), widgets: MyWidgetBundle().descriptors))
  /// ```
  public static func main(_ arguments: [String], widgets: [WidgetDescriptor]) async -> Int32 {
    await main(arguments, widgets: WidgetLibrary(widgets))
  }

  /// Runs `vitrine` over your own widgets and controls (`vitrine controls`, `vitrine control`),
  /// as `@main` on a bundle with both does.
  public static func main(
    _ arguments: [String], widgets: [WidgetDescriptor], controls: [ControlDescriptor]
  ) async -> Int32 {
    var console = Console.standard
    console.widgets = WidgetLibrary(widgets)
    console.controls = ControlLibrary(controls)
    return await main(arguments, console: console)
  }

  /// Runs `vitrine` over your own widgets and their previews: `vitrine previews` lists the
  /// previews of `previews` and renders them (`--render-dir`).
  public static func main(
    _ arguments: [String], widgets: [WidgetDescriptor], previews: [any PreviewProvider.Type]
  ) async -> Int32 {
    var console = Console.standard
    console.widgets = WidgetLibrary(widgets)
    console.controls = ControlLibrary([])
    console.previews = PreviewRegistry(providers: previews)
    return await main(arguments, console: console)
  }

  /// Runs `vitrine` over a library of widgets that are built with their dependencies from the
  /// home screen's environment (the data folder and the process environment).
  public static func main(_ arguments: [String], widgets: WidgetLibrary) async -> Int32 {
    var console = Console.standard
    console.widgets = widgets
    console.controls = ControlLibrary([])
    return await main(arguments, console: console)
  }

  static func main(_ arguments: [String], console: Console) async -> Int32 {
    guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
      if arguments.count >= 2, arguments[0] == "help",
        let command = commands.first(where: { $0.name == arguments[1] })
      {
        console.out(command.help)
      } else {
        console.out(overview)
      }
      return 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      let guess = SpellingSuggestion.closest(to: name, among: commands.map(\.name))
      console.err(
        "vitrine: unknown command '\(name)'"
          + (guess.map { "; did you mean '\($0)'?" } ?? "; see 'vitrine --help'"))
      return 2
    }
    do {
      let parsed = try ArgumentParser.parse(
        Array(arguments.dropFirst()), options: command.options, positionals: command.positionals)
      if parsed.wantsHelp {
        console.out(command.help)
        return 0
      }
      try await command.run(parsed, console)
      return 0
    } catch let error as UsageError {
      console.err("vitrine \(name): \(error.message); see 'vitrine \(name) --help'")
      return 2
    } catch let error as HomeScreenError {
      // Unknown kinds and buttons, and families the device lacks, are mistakes in the call.
      if case .notAView = error {
        console.err("vitrine \(name): error: \(error)")
        return 1
      }
      console.err("vitrine \(name): \(error); see 'vitrine \(name) --help'")
      return 2
    } catch let error as ControlHostError {
      // Unknown kinds and configurations are mistakes in the call; failing code is not.
      switch error {
      case .unknownKind, .notConfigurable, .invalidConfiguration:
        console.err("vitrine \(name): \(error)")
        return 2
      case .providerFailed, .actionFailed:
        console.err("vitrine \(name): error: \(error)")
        return 1
      }
    } catch let error as WidgetHostError {
      // Unknown kinds, families and configuration values are mistakes in the call.
      console.err("vitrine \(name): \(error)")
      return 2
    } catch {
      console.err("vitrine \(name): error: \(error)")
      return 1
    }
  }

  static var overview: String {
    let width = commands.map(\.name.count).max() ?? 0
    let list = commands.map {
      "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 3) + $0.summary
    }
    return
      ([
        "Vitrine runs, simulates and renders WidgetKit-style widgets on Linux.", "",
        "usage: vitrine <command> [arguments] [options]", "", "commands:",
      ] + list
      + ["", "Run 'vitrine <command> --help' for a command's arguments and options."])
      .joined(separator: "\n")
  }
}
