/// The system's fill colors for thin and large shapes, as `.fill`, `.fill.secondary`,
/// `.fill.tertiary` and `.fill.quaternary` name them in SwiftUI.
///
/// Xcode's widget template draws its container background with `.fill.tertiary`, so ported
/// widgets use these from their first line.
public struct FillShapeStyle: ShapeStyle, Hashable {
  /// 0 for the system fill, 1 for secondary, …
  let level: Int

  /// The system fill.
  public var primary: FillShapeStyle { FillShapeStyle(level: 0) }
  /// The secondary system fill, for medium-size shapes.
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// The tertiary system fill, for large shapes such as a widget's background.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// The quaternary system fill, for the largest areas.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

  /// The color of each level, light and dark, with iOS's values.
  var color: Color {
    [Color.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill][
      min(max(level, 0), 3)]
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system fill; `.fill.secondary`, `.fill.tertiary` and `.fill.quaternary` are fainter.
  public static var fill: FillShapeStyle { FillShapeStyle(level: 0) }
}
