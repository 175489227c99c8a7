import Foundation
import VitrineAppDriver
import VitrineCatalogApp
import VitrineHomeScreen
import VitrineRendering
import VitrineSharedWithYou
import VitrineSharedWithYouSystem
import VitrineUI
import VitrineWidgetCore

extension CommandSpec {
  /// `vitrine app`: the catalog app on a device screen: rendered, read aloud, or driven by a
  /// script of taps.
  static let app = CommandSpec(
    name: "app",
    summary: "render, read or tap through a screen of the Vitrine app",
    positionals: [
      PositionalSpec(
        name: "ARGS", help: "[render|a11y] SCREEN, where SCREEN is catalog or shared",
        variadic: true)
    ],
    options: [
      CommonOptions.device,
      .value(
        "locale", "LOCALE",
        help: "the app's language, en_US or ru_RU (default: $LC_ALL or $LANG)"),
      .value("color-scheme", "SCHEME", help: "light (default) or dark"),
      ReaderOptions.dynamicType, ReaderOptions.layoutDirection,
      .value("tap", "LABEL", repeatable: true, help: "tap the element with this label or text"),
      .value(
        "long-press", "LABEL", repeatable: true,
        help: "press and hold the element with this label (after the taps)"),
      .value(
        "menu", "TITLE", repeatable: true,
        help: "choose this item of the menu the long press of the same position opened"),
      SystemAccess.dataDir,
      .value("scale", "1|2|3", help: "pixels per point of a PNG (default: the device's)"),
      .value("output", "FILE", short: "o", help: "the PNG to write (render)"),
    ],
    discussion: """
      'vitrine app render catalog -o catalog.png' draws the screen to PNG; 'vitrine app a11y
      catalog' prints its accessibility elements in reading order; 'vitrine app catalog --tap
      Drama --tap Brother' launches the app, taps each label in turn and prints what every step
      shows. After the taps, each --long-press holds an element and the --menu at the same
      position chooses an item of the menu it opened ('vitrine app shared --long-press "From
      Anna" --menu "Remove from Shelf"'). Taps, presses and menus given to render and a11y run
      before the screen is drawn or read. State is kept from one step to the next within a
      run; what the shelf shows, and what it hides, is the system store's in --data-dir. The screen is laid out with the renderer's
      fonts on the device's full screen, status bar and home indicator included.
      """,
    run: { arguments, console in
      var words = arguments.positionals[...]
      var action = "run"
      if let first = words.first, first == "render" || first == "a11y" {
        action = first
        words = words.dropFirst()
      }
      guard let screen = words.first else { throw UsageError("missing SCREEN (catalog or shared)") }
      guard words.count == 1 else {
        throw UsageError("unexpected '\(words.dropFirst().joined(separator: " "))'")
      }
      guard ["catalog", "shared"].contains(screen) else {
        throw UsageError("unknown screen '\(screen)' (screens: catalog, shared)")
      }
      // Checked before the app launches, whatever the action: a bad value is a usage error.
      let scale = try AppSession.scale(arguments)
      if scale != nil && action != "render" {
        throw UsageError("--scale is for 'vitrine app render'")
      }
      let presses = arguments.all("long-press")
      let menus = arguments.all("menu")
      guard menus.count <= presses.count else {
        throw UsageError("--menu '\(menus[presses.count])' has no --long-press before it")
      }
      let driver = try AppSession.launch(arguments, console)
      if screen == "shared" { try AppSession.tap(driver, AppSession.sharedTabLabel(driver)) }
      switch action {
      case "render":
        try await AppSession.render(driver, arguments, console)
      case "a11y":
        for label in arguments.all("tap") { try AppSession.tap(driver, label) }
        try await AppSession.pressAndChoose(driver, arguments, console, printing: false)
        console.out(driver.accessibilityReport)
      default:
        if arguments.value("output") != nil {
          throw UsageError("-o is for 'vitrine app render'")
        }
        console.out("== \(screen) ==")
        console.out(driver.accessibilityReport)
        for label in arguments.all("tap") {
          try AppSession.tap(driver, label)
          console.out("")
          console.out("== after tapping \"\(label)\" ==")
          console.out(driver.accessibilityReport)
        }
        try await AppSession.pressAndChoose(driver, arguments, console, printing: true)
      }
    })
}

/// Launching and driving the app for `vitrine app`.
@MainActor
enum AppSession {
  /// The app on the device, locale and scheme the arguments name.
  static func launch(_ arguments: ParsedArguments, _ console: Console) throws -> AppDriver {
    let device = try CommonOptions.device(arguments)
    var scheme = ColorScheme.light
    if let text = arguments.value("color-scheme") {
      guard let named = ColorScheme(rawValue: text.lowercased()) else {
        throw UsageError("unknown color scheme '\(text)' (light or dark)")
      }
      scheme = named
    }
    var locale = CommonOptions.processLocale(console.environment) ?? Locale(identifier: "en_US")
    if let identifier = arguments.value("locale") {
      let normalized = identifier.replacingOccurrences(of: "-", with: "_")
      guard !identifier.isEmpty,
        Locale.availableIdentifiers.contains(normalized)
          || Locale.availableIdentifiers.contains(identifier)
      else {
        throw UsageError("unknown locale '\(identifier)' (such as en_US, ru_RU)")
      }
      locale = Locale(identifier: normalized)
    }
    let system = try SystemAccess.open(arguments, console)
    // The app's `@AppStorage` suites are the App Group stores its widgets and `vitrine store` read.
    AppStorageSuites.useAppGroupStores(in: CommonOptions.dataDirectory(arguments, console))
    let connection = SWSystemConnection(
      system: system, appID: StreamingApp.appID, locale: locale)
    return try AppDriver(
      app: VitrineApp(sharedWithYou: connection), screen: AppScreen(device: device),
      colorScheme: scheme, locale: locale,
      reader: AppDriver.Reader(
        dynamicTypeSize: try ReaderOptions.dynamicTypeSize(arguments),
        layoutDirection: try ReaderOptions.layoutDirection(arguments)))
  }

  /// Long-presses each `--long-press` label and chooses the `--menu` item at the same
  /// position (a press without a menu leaves the menu open), printing each step when asked.
  static func pressAndChoose(
    _ driver: AppDriver, _ arguments: ParsedArguments, _ console: Console, printing: Bool
  ) async throws {
    let menus = arguments.all("menu")
    for (index, label) in arguments.all("long-press").enumerated() {
      do {
        try driver.longPress(label)
      } catch let error as AppDriverError {
        throw CommandFailure("cannot long-press '\(label)': \(error)")
      }
      if printing {
        console.out("")
        console.out("== menu of \"\(label)\" ==")
        for item in driver.contextMenuItems ?? [] { console.out(item) }
      }
      guard index < menus.count else { continue }
      do {
        try driver.chooseMenuItem(menus[index])
      } catch {
        throw CommandFailure("cannot choose '\(menus[index])' in the menu of '\(label)': \(error)")
      }
      // The app hears of system changes (a hidden highlight) on the main actor: let it.
      await MainActor.run {}
      if printing {
        console.out("")
        console.out("== after choosing \"\(menus[index])\" ==")
        console.out(driver.accessibilityReport)
      }
    }
  }

  /// Taps `label`, or fails naming what the screen shows.
  static func tap(_ driver: AppDriver, _ label: String) throws {
    do {
      try driver.tap(label)
    } catch let error as AppDriverError {
      throw CommandFailure("cannot tap '\(label)': \(error)")
    }
  }

  /// The label of the second tab in the app's language.
  static func sharedTabLabel(_ driver: AppDriver) -> String {
    driver.labels.contains("Поделились с вами") ? "Поделились с вами" : "Shared with you"
  }

  /// The `--scale` given, 1, 2 or 3, or `nil` when there is none.
  static func scale(_ arguments: ParsedArguments) throws -> Double? {
    guard let text = arguments.value("scale") else { return nil }
    guard let value = Int(text), (1...3).contains(value) else {
      throw UsageError("--scale expects 1, 2 or 3, got '\(text)'")
    }
    return Double(value)
  }

  /// Runs the taps, then writes the screen to the output PNG.
  static func render(
    _ driver: AppDriver, _ arguments: ParsedArguments, _ console: Console
  ) async throws {
    guard let path = arguments.value("output") else {
      throw UsageError("missing -o FILE")
    }
    guard path.lowercased().hasSuffix(".png") else {
      throw UsageError("'\(path)' is not a .png file; app screens are rendered to PNG")
    }
    let scale = try Self.scale(arguments)
    for label in arguments.all("tap") { try tap(driver, label) }
    try await pressAndChoose(driver, arguments, console, printing: false)
    let data = try driver.png(scale: scale)
    try OutputFile.write(data, to: path)
    let size = driver.screen.size
    let pixels = WidgetRenderer.pixelSize(
      of: DisplayList(size: size), scale: scale ?? Double(driver.screen.scale))
    console.out(
      "\(path): PNG, app screen \(AccessibilityReport.number(size.width))×"
        + "\(AccessibilityReport.number(size.height)) pt (\(pixels.width)×\(pixels.height) px), "
        + "\(data.count) bytes")
  }
}
