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
  static let rightToLeftLanguages: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug",
  ]

  /// The direction `locale`'s language is written in: right to left for Arabic, Hebrew and the
  /// other right-to-left languages, else left to right.
  public init(locale: Locale) {
    // Layout asks this for every view: the language code is read from the identifier's
    // first bytes, without making strings, and only when it is two or three letters long.
    var code: [UInt8] = []
    code.reserveCapacity(3)
    for byte in locale.identifier.utf8 {
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "@") {
        break
      }
      guard code.count < 3 else {
        self = .leftToRight
        return
      }
      code.append(byte | 0x20)
    }
    guard code.count >= 2, let language = String(bytes: code, encoding: .ascii) else {
      self = .leftToRight
      return
    }
    self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
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
    get { self[LayoutDirectionKey.self] ?? LayoutDirection(locale: locale) }
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
