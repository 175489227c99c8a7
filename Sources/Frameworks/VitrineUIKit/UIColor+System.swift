/// UIKit's system, semantic and fixed colours as class properties, with iOS's light and dark
/// values (``UIKitColors``).
extension UIColor {
  /// System red, with its light and dark values.
  public class var systemRed: UIColor { system("systemRed") }
  /// System orange, with its light and dark values.
  public class var systemOrange: UIColor { system("systemOrange") }
  /// System yellow, with its light and dark values.
  public class var systemYellow: UIColor { system("systemYellow") }
  /// System green, with its light and dark values.
  public class var systemGreen: UIColor { system("systemGreen") }
  /// System mint, with its light and dark values.
  public class var systemMint: UIColor { system("systemMint") }
  /// System teal, with its light and dark values.
  public class var systemTeal: UIColor { system("systemTeal") }
  /// System cyan, with its light and dark values.
  public class var systemCyan: UIColor { system("systemCyan") }
  /// System blue, with its light and dark values.
  public class var systemBlue: UIColor { system("systemBlue") }
  /// System indigo, with its light and dark values.
  public class var systemIndigo: UIColor { system("systemIndigo") }
  /// System purple, with its light and dark values.
  public class var systemPurple: UIColor { system("systemPurple") }
  /// System pink, with its light and dark values.
  public class var systemPink: UIColor { system("systemPink") }
  /// System brown, with its light and dark values.
  public class var systemBrown: UIColor { system("systemBrown") }
  /// The base grey.
  public class var systemGray: UIColor { system("systemGray") }
  /// A second-level grey.
  public class var systemGray2: UIColor { system("systemGray2") }
  /// A third-level grey.
  public class var systemGray3: UIColor { system("systemGray3") }
  /// A fourth-level grey.
  public class var systemGray4: UIColor { system("systemGray4") }
  /// A fifth-level grey.
  public class var systemGray5: UIColor { system("systemGray5") }
  /// A sixth-level grey, nearest the background.
  public class var systemGray6: UIColor { system("systemGray6") }
  /// The tint (system blue).
  public class var tintColor: UIColor { system("tintColor") }
  /// Text and content of primary importance.
  public class var label: UIColor { system("label") }
  /// Text and content of secondary importance.
  public class var secondaryLabel: UIColor { system("secondaryLabel") }
  /// Text and content of tertiary importance.
  public class var tertiaryLabel: UIColor { system("tertiaryLabel") }
  /// Text and content of quaternary importance.
  public class var quaternaryLabel: UIColor { system("quaternaryLabel") }
  /// Placeholder text in controls.
  public class var placeholderText: UIColor { system("placeholderText") }
  /// Links.
  public class var link: UIColor { system("link") }
  /// Thin lines that let the content underneath show.
  public class var separator: UIColor { system("separator") }
  /// Thin lines that hide the content underneath.
  public class var opaqueSeparator: UIColor { system("opaqueSeparator") }
  /// Light text on dark backgrounds.
  public class var lightText: UIColor { system("lightText") }
  /// Dark text on light backgrounds.
  public class var darkText: UIColor { system("darkText") }
  /// The main background of an interface.
  public class var systemBackground: UIColor { system("systemBackground") }
  /// Content layered on the main background.
  public class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
  /// Content layered on secondary backgrounds.
  public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
  /// The main background of a grouped interface.
  public class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
  /// Content layered on a grouped background.
  public class var secondarySystemGroupedBackground: UIColor {
    system("secondarySystemGroupedBackground")
  }
  /// Content layered on secondary grouped backgrounds.
  public class var tertiarySystemGroupedBackground: UIColor {
    system("tertiarySystemGroupedBackground")
  }
  /// Thin and small shapes.
  public class var systemFill: UIColor { system("systemFill") }
  /// Medium-size shapes.
  public class var secondarySystemFill: UIColor { system("secondarySystemFill") }
  /// Large shapes.
  public class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
  /// Large areas with complex content.
  public class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
  /// Black (0, 0, 0).
  public class var black: UIColor { system("black") }
  /// A grey of white level 1/3.
  public class var darkGray: UIColor { system("darkGray") }
  /// A grey of white level 2/3.
  public class var lightGray: UIColor { system("lightGray") }
  /// White.
  public class var white: UIColor { system("white") }
  /// A grey of white level 0.5.
  public class var gray: UIColor { system("gray") }
  /// Pure red (1, 0, 0).
  public class var red: UIColor { system("red") }
  /// Pure green (0, 1, 0).
  public class var green: UIColor { system("green") }
  /// Pure blue (0, 0, 1).
  public class var blue: UIColor { system("blue") }
  /// Cyan (0, 1, 1).
  public class var cyan: UIColor { system("cyan") }
  /// Yellow (1, 1, 0).
  public class var yellow: UIColor { system("yellow") }
  /// Magenta (1, 0, 1).
  public class var magenta: UIColor { system("magenta") }
  /// Orange (1, 0.5, 0).
  public class var orange: UIColor { system("orange") }
  /// Purple (0.5, 0, 0.5).
  public class var purple: UIColor { system("purple") }
  /// Brown (0.6, 0.4, 0.2).
  public class var brown: UIColor { system("brown") }
  /// No colour at all.
  public class var clear: UIColor { system("clear") }
}
