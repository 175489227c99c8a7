import Foundation

/// The direction a layout reads in, as SwiftUI's `LayoutDirection`: left to right (English)
/// or right to left (Arabic, Hebrew).
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  /// Left to right, the default.
  case leftToRight
  /// Right to left.
  case rightToLeft

  /// The languages written right to left (ISO 639 codes): Arabic, Hebrew (and its old code
  /// `iw`), Persian, Urdu, Pashto, Yiddish, Dhivehi, Sorani Kurdish, Sindhi and Uyghur, as
  /// Unicode CLDR's `characterOrder` says for each.
  static let rightToLeftLanguages = [
    "ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug",
  ]

  /// ``rightToLeftLanguages`` with each code's lowercase ASCII letters packed into one
  /// number, a byte each, so a locale is checked without making a string.
  private static let packedRightToLeftLanguages = rightToLeftLanguages.compactMap {
    packed($0.utf8)
  }

  /// The bytes of a language code packed into one number, lowercased; `nil` when it is not
  /// two or three letters long.
  private static func packed(_ bytes: String.UTF8View) -> UInt32? {
    var code: UInt32 = 0
    var count = 0
    for byte in bytes {
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "@") {
        break
      }
      guard count < 3 else { return nil }
      code = code << 8 | UInt32(byte | 0x20)
      count += 1
    }
    return count >= 2 ? code : nil
  }

  /// The direction `locale`'s language is written in: right to left for Arabic, Hebrew and the
  /// other right-to-left languages, else left to right.
  public init(locale: Locale) {
    // Layout asks this for every view: the identifier's language code is read from its first
    // bytes, without making strings.
    guard let code = Self.packed(locale.identifier.utf8),
      Self.packedRightToLeftLanguages.contains(code)
    else {
      self = .leftToRight
      return
    }
    self = .rightToLeft
  }
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue: LayoutDirection? = nil
}

extension EnvironmentValues {
  /// The direction views below read in: set by a view above, else the direction of
  /// ``locale``'s language (right to left in Arabic and Hebrew, as iOS sets it from the
  /// language a person chose).
  ///
  /// Right to left, stacks put their first view on the right, `leading` means the right edge,
  /// padding and offsets are mirrored, and text lines up on the right; what views draw (text,
  /// images, shapes) is not mirrored unless ``View/flipsForRightToLeftLayoutDirection(_:)``
  /// says so.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] ?? localeDirection }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// ``multilineTextAlignment`` as lines are drawn, left to right: right to left, `leading`
  /// lines up on the right and `trailing` on the left.
  var drawnTextAlignment: TextAlignment {
    let alignment = multilineTextAlignment
    guard layoutDirection == .rightToLeft else { return alignment }
    switch alignment {
    case .leading: return .trailing
    case .trailing: return .leading
    case .center: return .center
    }
  }
}

nonisolated extension View {
  /// Mirrors what the view draws when the layout reads right to left and `enabled` is true,
  /// as SwiftUI does for images that point the way text reads (a back arrow).
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(RightToLeftFlip(enabled: enabled))
  }
}

/// Draws the content mirrored about its vertical centre line in a right-to-left layout.
nonisolated struct RightToLeftFlip: ViewModifier, NodeModifier {
  typealias Body = Never

  let enabled: Bool

  @MainActor func modify(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    guard enabled, context.environment.layoutDirection == .rightToLeft else { return node }
    node.effects.append(.transform(DrawingTransform(scale: CGSize(width: -1, height: 1))))
    return node
  }
}
