import Foundation

/// The font files the renderer may use, and nothing else: Inter stands in for Apple's system
/// font, Noto Color Emoji for emoji, Material Icons for SF Symbols, and Droid Sans Fallback for
/// the scripts Inter lacks (Chinese, Japanese and Korean), as iOS falls back to PingFang,
/// Hiragino and Apple SD Gothic Neo; Noto Sans Arabic and Noto Sans Hebrew set the two
/// right-to-left scripts, as iOS sets them in SF Arabic and SF Hebrew.
///
/// A render depends only on these files, never on the fonts a machine happens to have
/// installed, so two machines with the same Debian packages (`fonts-inter`,
/// `fonts-noto-color-emoji`, `fonts-material-design-icons-iconfont`, `fonts-droid-fallback`,
/// `fonts-noto-core`) produce byte-identical images.
public struct FontFiles: Sendable, Hashable {
  /// The text font's files, every weight and style; their family is ``textFamily``.
  public var text: [URL]
  /// The emoji font's files; their family is ``emojiFamily``.
  public var emoji: [URL]
  /// The family name of the text font, as its files declare it.
  public var textFamily: String
  /// The family name of the emoji font.
  public var emojiFamily: String
  /// The icon font SF Symbols are drawn with; its family is ``symbolFamily``. Text never falls
  /// back to it: symbols are set in it by name.
  public var symbols: [URL]
  /// The family name of the icon font.
  public var symbolFamily: String
  /// The fonts for characters neither the text nor the emoji font has; their family is
  /// ``fallbackFamily``.
  public var fallback: [URL]
  /// The family name of the fallback font.
  public var fallbackFamily: String
  /// The fonts of scripts the text font lacks, tried before ``fallback``: Arabic and Hebrew.
  public var scripts: [URL]
  /// The family names of ``scripts``, in the order they are tried.
  public var scriptFamilies: [String]

  /// Creates a font set from explicit files.
  public init(
    text: [URL], emoji: [URL], textFamily: String, emojiFamily: String, symbols: [URL] = [],
    symbolFamily: String = "Material Icons", fallback: [URL] = [],
    fallbackFamily: String = "Droid Sans Fallback", scripts: [URL] = [],
    scriptFamilies: [String] = []
  ) {
    self.scripts = scripts
    self.scriptFamilies = scriptFamilies
    self.fallback = fallback
    self.fallbackFamily = fallbackFamily
    self.text = text
    self.emoji = emoji
    self.textFamily = textFamily
    self.emojiFamily = emojiFamily
    self.symbols = symbols
    self.symbolFamily = symbolFamily
  }

  /// Where Debian's `fonts-inter` puts Inter.
  public static let interDirectory = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter")
  /// Where Debian's `fonts-noto-color-emoji` puts Noto Color Emoji.
  public static let emojiFile = URL(
    fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
  /// Where Debian's `fonts-material-design-icons-iconfont` puts Material Icons.
  public static let symbolFile = URL(
    fileURLWithPath:
      "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf")
  /// Where Debian's `fonts-droid-fallback` puts Droid Sans Fallback (Chinese, Japanese and
  /// Korean, one weight).
  public static let fallbackFile = URL(
    fileURLWithPath: "/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf")

  /// Where Debian's `fonts-noto-core` puts Noto Sans Arabic and Noto Sans Hebrew, regular
  /// and bold (the only two weights it ships of them).
  public static let scriptFiles = ["Arabic", "Hebrew"].flatMap { script in
    ["Regular", "Bold"].map {
      URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSans\(script)-\($0).ttf")
    }
  }

  /// The styles of Inter the renderer loads, from thin to black, upright and italic.
  static let interStyles = [
    "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
  ]

  /// Inter, Noto Color Emoji, Material Icons, Noto Sans Arabic and Hebrew and Droid Sans
  /// Fallback from the Debian packages: every static weight of Inter, upright and italic (not
  /// Inter Display, a separate family), the emoji font, the icon font, the two script fonts
  /// and the fallback font.
  public static var debian: FontFiles {
    var text: [URL] = []
    for style in interStyles {
      text.append(interDirectory.appendingPathComponent("Inter-\(style).otf"))
      let italic = style == "Regular" ? "Italic" : "\(style)Italic"
      text.append(interDirectory.appendingPathComponent("Inter-\(italic).otf"))
    }
    return FontFiles(
      text: text, emoji: [emojiFile], textFamily: "Inter", emojiFamily: "Noto Color Emoji",
      symbols: [symbolFile], symbolFamily: "Material Icons", fallback: [fallbackFile],
      fallbackFamily: "Droid Sans Fallback", scripts: scriptFiles,
      scriptFamilies: ["Noto Sans Arabic", "Noto Sans Hebrew"])
  }

  /// The fontconfig configuration the renderer generates and loads into an empty `FcConfig`
  /// before adding the font files (each alone, read from its folder's fontconfig cache: see
  /// `PinnedFontRegistration`): no font directories (so no installed font can take part), and the one rule fontconfig's own `10-scale-bitmap-fonts.conf` gives for
  /// bitmap fonts — without it Noto Color Emoji, a bitmap font, would be drawn at the size of
  /// its 109-pixel strike whatever the text size — and one of its own: Material Icons and
  /// Droid Sans Fallback, which have a single weight, are emboldened when asked for semibold or
  /// heavier, as fontconfig's `90-synthetic.conf` does for any font (limited here to those
  /// two, so Inter, which has every weight, is never synthesized).
  public static let fontconfigXML = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <description>Vitrine's pinned fonts: the files are added by the renderer</description>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide>
            <name target="pattern">pixelsize</name>
            <name target="font">pixelsize</name>
          </divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name> <double>0</double>
              <double>0</double> <name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
        <edit name="size" mode="assign">
          <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="family" compare="eq"><string>Material Icons</string></test>
        <test target="pattern" name="weight" compare="more_eq"><const>semibold</const></test>
        <edit name="embolden" mode="assign"><bool>true</bool></edit>
      </match>
      <match target="font">
        <test name="family" compare="eq"><string>Droid Sans Fallback</string></test>
        <test target="pattern" name="weight" compare="more_eq"><const>semibold</const></test>
        <edit name="embolden" mode="assign"><bool>true</bool></edit>
      </match>
    </fontconfig>
    """

  /// The files that do not exist.
  public var missing: [URL] {
    (text + emoji + symbols + scripts + fallback).filter {
      !FileManager.default.fileExists(atPath: $0.path)
    }
  }
}
