import Foundation

/// Variants of a symbol — filled, enclosed in a circle, square or rectangle, slashed — that
/// ``View/symbolVariant(_:)`` asks every symbol below for.
///
/// The variant's name parts are added to a symbol's name in SF Symbols' order (slash, then
/// the shape, then fill: `bell` with `.circle.fill` and `.slash` is `bell.slash.circle.fill`).
/// When the table has no icon for the full name, the variant parts are dropped, fewest first,
/// until one is found, and the name as written is drawn when none is.
public struct SymbolVariants: Sendable, Hashable {
  enum Shape: String, Sendable, Hashable {
    case circle, square, rectangle
  }

  var shape: Shape?
  var isFilled = false
  var isSlashed = false

  /// No variant: symbols as named.
  public static let none = SymbolVariants()
  /// Enclosed in a circle.
  public static let circle = SymbolVariants(shape: .circle)
  /// Enclosed in a square.
  public static let square = SymbolVariants(shape: .square)
  /// Enclosed in a rectangle.
  public static let rectangle = SymbolVariants(shape: .rectangle)
  /// Filled.
  public static let fill = SymbolVariants(isFilled: true)
  /// Crossed by a slash.
  public static let slash = SymbolVariants(isSlashed: true)

  /// These variants enclosed in a circle.
  public var circle: SymbolVariants { with { $0.shape = .circle } }
  /// These variants enclosed in a square.
  public var square: SymbolVariants { with { $0.shape = .square } }
  /// These variants enclosed in a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
  /// These variants filled.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// These variants slashed.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether every part of `other` is part of these variants.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  /// These variants and `other`'s; `other`'s shape replaces this one's.
  func adding(_ other: SymbolVariants) -> SymbolVariants {
    SymbolVariants(
      shape: other.shape ?? shape, isFilled: isFilled || other.isFilled,
      isSlashed: isSlashed || other.isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// The name of `base` with these variants: the first of the names with all, then fewer,
  /// of the variant's parts that ``SymbolTable`` maps, else `base` itself.
  func symbolName(for base: String) -> String {
    var parts = base.split(separator: ".").map(String.init)
    guard let first = parts.first else { return base }
    parts.removeFirst()
    // Parts the name already has are kept where they are.
    var wanted: [String] = []
    if isSlashed && !parts.contains("slash") { wanted.append("slash") }
    if let shape, !parts.contains(shape.rawValue) { wanted.append(shape.rawValue) }
    if isFilled && !parts.contains("fill") { wanted.append("fill") }
    guard !wanted.isEmpty else { return base }
    // Subsets of the wanted parts, largest first, in SF Symbols' order.
    let subsets = (1..<(1 << wanted.count)).map { mask in
      wanted.indices.filter { mask & (1 << $0) != 0 }.map { wanted[$0] }
    }.sorted { $0.count > $1.count }
    for subset in subsets {
      let name = ([first] + Self.ordered(parts + subset)).joined(separator: ".")
      if SymbolTable.icon(for: name) != nil { return name }
    }
    return base
  }

  /// `parts` with any slash, shape and fill moved to the end in that order, the rest kept.
  private static func ordered(_ parts: [String]) -> [String] {
    let rank = ["slash": 1, "circle": 2, "square": 2, "rectangle": 2, "fill": 3]
    let plain = parts.filter { rank[$0] == nil }
    let variants = parts.filter { rank[$0] != nil }.sorted { rank[$0]! < rank[$1]! }
    return plain + variants
  }
}

nonisolated extension View {
  /// Draws symbols in this view in `variant` too: `.fill` turns `heart` into `heart.fill`.
  ///
  /// Variants add up: `.slash` inside `.fill` asks for `bell.slash.fill`, and `.none` adds
  /// nothing; set `\.symbolVariants` to `.none` with `environment(_:_:)` to drop them.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(EnvironmentWriter { $0.symbolVariants = $0.symbolVariants.adding(variant) })
  }
}
