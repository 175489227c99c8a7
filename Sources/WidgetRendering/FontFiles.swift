import Foundation

/// The font files the renderer may use, and nothing else: Inter stands in for Apple's system
/// font, Noto Color Emoji for emoji.
///
/// A render depends only on these files, never on the fonts a machine happens to have
/// installed, so two machines with the same Debian packages (`fonts-inter`,
/// `fonts-noto-color-emoji`) produce byte-identical images.
public struct FontFiles: Sendable, Hashable {
  /// The text font's files, every weight and style; their family is ``textFamily``.
  public var text: [URL]
  /// The emoji font's files; their family is ``emojiFamily``.
  public var emoji: [URL]
  /// The family name of the text font, as its files declare it.
  public var textFamily: String
  /// The family name of the emoji font.
  public var emojiFamily: String

  /// Creates a font set from explicit files.
  public init(text: [URL], emoji: [URL], textFamily: String, emojiFamily: String) {
    self.text = text
    self.emoji = emoji
    self.textFamily = textFamily
    self.emojiFamily = emojiFamily
  }

  /// Where Debian's `fonts-inter` puts Inter.
  public static let interDirectory = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter")
  /// Where Debian's `fonts-noto-color-emoji` puts Noto Color Emoji.
  public static let emojiFile = URL(
    fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

  /// The styles of Inter the renderer loads, from thin to black, upright and italic.
  static let interStyles = [
    "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
  ]

  /// Inter and Noto Color Emoji from the Debian packages: every static weight of Inter, upright
  /// and italic (not Inter Display, a separate family), and the emoji font.
  public static var debian: FontFiles {
    var text: [URL] = []
    for style in interStyles {
      text.append(interDirectory.appendingPathComponent("Inter-\(style).otf"))
      let italic = style == "Regular" ? "Italic" : "\(style)Italic"
      text.append(interDirectory.appendingPathComponent("Inter-\(italic).otf"))
    }
    return FontFiles(
      text: text, emoji: [emojiFile], textFamily: "Inter", emojiFamily: "Noto Color Emoji")
  }

  /// The fontconfig configuration the renderer generates and loads into an empty `FcConfig`
  /// before adding the font files one by one: no font directories (so no installed font can
  /// take part), and the one rule fontconfig's own `10-scale-bitmap-fonts.conf` gives for
  /// bitmap fonts — without it Noto Color Emoji, a bitmap font, would be drawn at the size of
  /// its 109-pixel strike whatever the text size.
  public static let fontconfigXML = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <description>Vitrine's pinned fonts: the files are added one by one by the renderer</description>
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
    </fontconfig>
    """

  /// The files that do not exist.
  public var missing: [URL] {
    (text + emoji).filter { !FileManager.default.fileExists(atPath: $0.path) }
  }
}
