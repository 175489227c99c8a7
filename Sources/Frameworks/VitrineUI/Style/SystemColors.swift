/// Apple's system colors with their light and dark values.
extension Color {
  private static func system(
    _ name: String, light: ResolvedColor, dark: ResolvedColor
  ) -> Color {
    Color(light: light, dark: dark, name: name)
  }

  /// Black.
  public static let black = system(
    "black", light: ResolvedColor(0, 0, 0), dark: ResolvedColor(0, 0, 0))
  /// White.
  public static let white = system(
    "white", light: ResolvedColor(255, 255, 255), dark: ResolvedColor(255, 255, 255))
  /// No color at all.
  public static let clear = system(
    "clear", light: ResolvedColor(0, 0, 0, 0), dark: ResolvedColor(0, 0, 0, 0))
  /// System red.
  public static let red = system(
    "red", light: ResolvedColor(255, 59, 48), dark: ResolvedColor(255, 69, 58))
  /// System orange.
  public static let orange = system(
    "orange", light: ResolvedColor(255, 149, 0), dark: ResolvedColor(255, 159, 10))
  /// System yellow.
  public static let yellow = system(
    "yellow", light: ResolvedColor(255, 204, 0), dark: ResolvedColor(255, 214, 10))
  /// System green.
  public static let green = system(
    "green", light: ResolvedColor(52, 199, 89), dark: ResolvedColor(48, 209, 88))
  /// System mint.
  public static let mint = system(
    "mint", light: ResolvedColor(0, 199, 190), dark: ResolvedColor(99, 230, 226))
  /// System teal.
  public static let teal = system(
    "teal", light: ResolvedColor(48, 176, 199), dark: ResolvedColor(64, 200, 224))
  /// System cyan.
  public static let cyan = system(
    "cyan", light: ResolvedColor(50, 173, 230), dark: ResolvedColor(100, 210, 255))
  /// System blue.
  public static let blue = system(
    "blue", light: ResolvedColor(0, 122, 255), dark: ResolvedColor(10, 132, 255))
  /// System indigo.
  public static let indigo = system(
    "indigo", light: ResolvedColor(88, 86, 214), dark: ResolvedColor(94, 92, 230))
  /// System purple.
  public static let purple = system(
    "purple", light: ResolvedColor(175, 82, 222), dark: ResolvedColor(191, 90, 242))
  /// System pink.
  public static let pink = system(
    "pink", light: ResolvedColor(255, 45, 85), dark: ResolvedColor(255, 55, 95))
  /// System brown.
  public static let brown = system(
    "brown", light: ResolvedColor(162, 132, 94), dark: ResolvedColor(172, 142, 104))
  /// System gray.
  public static let gray = system(
    "gray", light: ResolvedColor(142, 142, 147), dark: ResolvedColor(142, 142, 147))
  /// The color of primary content: black in light mode, white in dark mode.
  public static let primary = system(
    "primary", light: ResolvedColor(0, 0, 0), dark: ResolvedColor(255, 255, 255))
  /// The color of secondary content, such as subtitles.
  public static let secondary = system(
    "secondary", light: ResolvedColor(60, 60, 67, 0.6), dark: ResolvedColor(235, 235, 245, 0.6))
  /// The app's accent color; Vitrine uses system blue.
  public static let accentColor = Color(light: blue.light, dark: blue.dark, name: "accentColor")

  /// Tertiary content, such as placeholder text.
  static let tertiaryLabel = system(
    "tertiary", light: ResolvedColor(60, 60, 67, 0.3), dark: ResolvedColor(235, 235, 245, 0.3))
  /// Quaternary content.
  static let quaternaryLabel = system(
    "quaternary", light: ResolvedColor(60, 60, 67, 0.18), dark: ResolvedColor(235, 235, 245, 0.16))
  /// The fill of thin shapes such as a progress bar's track.
  static let systemFill = system(
    "systemFill", light: ResolvedColor(120, 120, 128, 0.2), dark: ResolvedColor(120, 120, 128, 0.36)
  )
  /// The fill of medium-size shapes.
  static let secondarySystemFill = system(
    "secondarySystemFill", light: ResolvedColor(120, 120, 128, 0.16),
    dark: ResolvedColor(120, 120, 128, 0.32))
  /// The fill of large shapes.
  static let tertiarySystemFill = system(
    "tertiarySystemFill", light: ResolvedColor(118, 118, 128, 0.12),
    dark: ResolvedColor(118, 118, 128, 0.24))
  /// The fill of the largest areas.
  static let quaternarySystemFill = system(
    "quaternarySystemFill", light: ResolvedColor(116, 116, 128, 0.08),
    dark: ResolvedColor(118, 118, 128, 0.18))
  /// Thin lines that separate content, such as ``Divider``.
  static let separator = system(
    "separator", light: ResolvedColor(60, 60, 67, 0.29), dark: ResolvedColor(84, 84, 88, 0.6))
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { .black }
  /// White.
  public static var white: Color { .white }
  /// No color at all.
  public static var clear: Color { .clear }
  /// System red.
  public static var red: Color { .red }
  /// System orange.
  public static var orange: Color { .orange }
  /// System yellow.
  public static var yellow: Color { .yellow }
  /// System green.
  public static var green: Color { .green }
  /// System mint.
  public static var mint: Color { .mint }
  /// System teal.
  public static var teal: Color { .teal }
  /// System cyan.
  public static var cyan: Color { .cyan }
  /// System blue.
  public static var blue: Color { .blue }
  /// System indigo.
  public static var indigo: Color { .indigo }
  /// System purple.
  public static var purple: Color { .purple }
  /// System pink.
  public static var pink: Color { .pink }
  /// System brown.
  public static var brown: Color { .brown }
  /// System gray.
  public static var gray: Color { .gray }
}
