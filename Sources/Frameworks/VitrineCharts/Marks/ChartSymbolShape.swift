import Foundation
import VitrineUI

/// A shape drawn at a point's position (Charts' `ChartSymbolShape`): its path fills a square
/// the size of the symbol, centred on the point.
public protocol ChartSymbolShape: Shape {
  /// How far the symbol is inset from its square when it is stroked (Charts' hint).
  var perceptualUnitRect: CGRect { get }
}

extension ChartSymbolShape {
  /// The whole square.
  public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// The symbols Charts gives series in turn: circle, square, triangle, diamond, pentagon,
/// plus, cross, asterisk.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
  enum Kind: Int, Hashable, Sendable, CaseIterable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
  }
  let kind: Kind

  /// A circle.
  public static let circle = BasicChartSymbolShape(kind: .circle)
  /// A square.
  public static let square = BasicChartSymbolShape(kind: .square)
  /// A triangle pointing up.
  public static let triangle = BasicChartSymbolShape(kind: .triangle)
  /// A square turned 45°.
  public static let diamond = BasicChartSymbolShape(kind: .diamond)
  /// A regular pentagon pointing up.
  public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
  /// A plus sign.
  public static let plus = BasicChartSymbolShape(kind: .plus)
  /// A diagonal cross.
  public static let cross = BasicChartSymbolShape(kind: .cross)
  /// A six-armed star.
  public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

  /// The symbol series number `index` gets, cycling through the eight.
  static func forSeries(_ index: Int) -> BasicChartSymbolShape {
    BasicChartSymbolShape(kind: Kind.allCases[index % Kind.allCases.count])
  }

  /// Whether the symbol is drawn as lines (plus, cross, asterisk) rather than filled.
  var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

  /// The symbol's outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    let (cx, cy, r) = (rect.midX, rect.midY, min(rect.width, rect.height) / 2)
    func polygon(_ corners: Int, turned: Double) -> Path {
      Path { path in
        path.addLines(
          (0..<corners).map { corner in
            let angle = turned + Double(corner) * 2 * .pi / Double(corners)
            return CGPoint(x: cx + r * cos(angle), y: cy + r * sin(angle))
          })
        path.closeSubpath()
      }
    }
    func spokes(_ count: Int, turned: Double) -> Path {
      Path { path in
        for spoke in 0..<count {
          let angle = turned + Double(spoke) * .pi / Double(count)
          path.move(to: CGPoint(x: cx - r * cos(angle), y: cy - r * sin(angle)))
          path.addLine(to: CGPoint(x: cx + r * cos(angle), y: cy + r * sin(angle)))
        }
      }
    }
    switch kind {
    case .circle: return Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    case .square:
      let side = r * 0.9
      return Path(CGRect(x: cx - side, y: cy - side, width: 2 * side, height: 2 * side))
    case .triangle: return polygon(3, turned: -.pi / 2)
    case .diamond: return polygon(4, turned: -.pi / 2)
    case .pentagon: return polygon(5, turned: -.pi / 2)
    case .plus: return spokes(2, turned: 0)
    case .cross: return spokes(2, turned: .pi / 4)
    case .asterisk: return spokes(3, turned: .pi / 2)
    }
  }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  /// A circle.
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
  /// A square.
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
  /// A triangle.
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
  /// A diamond.
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
  /// A pentagon.
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
  /// A plus sign.
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
  /// A diagonal cross.
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
  /// An asterisk.
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}
