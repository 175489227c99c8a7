import Foundation
import VitrineUI

/// A font as UIKit describes it: a size and a weight of the system font, or a text style's
/// font at the default Dynamic Type size (iOS's Large), as UIKit's `UIFont`. SwiftUI draws it
/// with `Font(_:)`.
public final class UIFont: @unchecked Sendable, Hashable {
  /// A weight of the system font, with UIKit's values (-0.8 ultra light … 0.62 black).
  public struct Weight: Sendable, Hashable {
    /// UIKit's number for the weight.
    public let rawValue: CGFloat
    /// Creates a weight from UIKit's number.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)

    /// The SwiftUI weight nearest to this one.
    var fontWeight: Font.Weight {
      switch rawValue {
      case ..<(-0.7): return .ultraLight
      case ..<(-0.5): return .thin
      case ..<(-0.2): return .light
      case ..<0.1: return .regular
      case ..<0.27: return .medium
      case ..<0.35: return .semibold
      case ..<0.48: return .bold
      case ..<0.6: return .heavy
      default: return .black
      }
    }
  }

  /// A text style, with its size and weight at the Large Dynamic Type size (Apple's HIG
  /// type table for iOS).
  public struct TextStyle: Sendable, Hashable {
    let size: CGFloat
    let weight: Weight
    /// 34 points.
    public static let largeTitle = TextStyle(size: 34, weight: .regular)
    /// 28 points.
    public static let title1 = TextStyle(size: 28, weight: .regular)
    /// 22 points.
    public static let title2 = TextStyle(size: 22, weight: .regular)
    /// 20 points.
    public static let title3 = TextStyle(size: 20, weight: .regular)
    /// 17 points, semibold.
    public static let headline = TextStyle(size: 17, weight: .semibold)
    /// 17 points.
    public static let body = TextStyle(size: 17, weight: .regular)
    /// 16 points.
    public static let callout = TextStyle(size: 16, weight: .regular)
    /// 15 points.
    public static let subheadline = TextStyle(size: 15, weight: .regular)
    /// 13 points.
    public static let footnote = TextStyle(size: 13, weight: .regular)
    /// 12 points.
    public static let caption1 = TextStyle(size: 12, weight: .regular)
    /// 11 points.
    public static let caption2 = TextStyle(size: 11, weight: .regular)
  }

  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight

  init(pointSize: CGFloat, weight: Weight) {
    // Sizes from outside code are bounded as Font.system bounds them: 1…1,000 points.
    self.pointSize = pointSize.isFinite ? min(max(pointSize, 1), 1_000) : 17
    self.weight = weight
  }

  /// The system font of `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The bold system font of `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The font of `style` at the default Dynamic Type size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.size, weight: style.weight)
  }

  /// The same font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// Whether two fonts are the same size and weight.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  /// Hashes the size and weight.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
  }
}

extension Font {
  /// The SwiftUI font for a UIKit font.
  public init(_ font: UIFont) {
    self = .system(size: font.pointSize, weight: font.weight.fontWeight)
  }
}
