import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

/// The options that set how a person reads the screen: the Dynamic Type size and the layout
/// direction (`render`, `app render`, `previews`).
enum ReaderOptions {
  static let dynamicType = OptionSpec.value(
    "dynamic-type", "SIZE",
    help: "the text size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge,"
      + " accessibility1 … accessibility5 (or ax1 … ax5)")
  static let layoutDirection = OptionSpec.value(
    "layout-direction", "DIRECTION",
    help: "leftToRight or rightToLeft (default: the locale's; ar and he read right to left)")

  /// The two options, to add to a command's list.
  static let options = [dynamicType, layoutDirection]

  /// What the two options say, checked.
  struct Settings {
    /// The Dynamic Type size, Large unless given.
    var dynamicTypeSize = DynamicTypeSize.large
    /// The direction, `nil` for the locale's.
    var layoutDirection: LayoutDirection?

    /// `target` drawn with these settings.
    func applied(to target: WidgetRenderTarget) -> WidgetRenderTarget {
      var target = target
      target.dynamicTypeSize = dynamicTypeSize
      target.layoutDirection = layoutDirection
      return target
    }
  }

  /// The settings the options give.
  static func settings(_ arguments: ParsedArguments) throws -> Settings {
    Settings(
      dynamicTypeSize: try dynamicTypeSize(arguments),
      layoutDirection: try layoutDirection(arguments))
  }

  /// The names `--dynamic-type` takes for each size: its case name, and `axN` for the
  /// accessibility sizes as the Human Interface Guidelines name them (AX1–AX5).
  static func names(of size: DynamicTypeSize) -> [String] {
    let name = "\(size)"
    guard size.isAccessibilitySize else { return [name] }
    return [name, "ax\(size.rawValue - DynamicTypeSize.accessibility1.rawValue + 1)"]
  }

  /// The size `--dynamic-type` names, Large when it is not given.
  ///
  /// - Throws: a usage error naming the sizes, with the closest one for a misspelling.
  static func dynamicTypeSize(_ arguments: ParsedArguments) throws -> DynamicTypeSize {
    guard let text = arguments.value("dynamic-type") else { return .large }
    let lowered = text.lowercased()
    if let size = DynamicTypeSize.allCases.first(where: {
      names(of: $0).contains { $0.lowercased() == lowered }
    }) {
      return size
    }
    let all = DynamicTypeSize.allCases.map { "\($0)" }
    let guess = SpellingSuggestion.closest(to: text, among: all)
    throw UsageError(
      "unknown Dynamic Type size '\(text)'"
        + (guess.map { "; did you mean '\($0)'?" } ?? " (sizes: \(all.joined(separator: ", ")))"))
  }

  /// The direction `--layout-direction` names, `nil` (the locale's) when it is not given.
  ///
  /// - Throws: a usage error naming the two directions, with the closer one for a misspelling.
  static func layoutDirection(_ arguments: ParsedArguments) throws -> LayoutDirection? {
    guard let text = arguments.value("layout-direction") else { return nil }
    let names: [(String, LayoutDirection)] = [
      ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft), ("ltr", .leftToRight),
      ("rtl", .rightToLeft),
    ]
    let lowered = text.lowercased()
    if let named = names.first(where: { $0.0.lowercased() == lowered }) { return named.1 }
    let guess = SpellingSuggestion.closest(to: text, among: ["leftToRight", "rightToLeft"])
    throw UsageError(
      "unknown layout direction '\(text)'"
        + (guess.map { "; did you mean '\($0)'?" } ?? " (leftToRight or rightToLeft)"))
  }
}
