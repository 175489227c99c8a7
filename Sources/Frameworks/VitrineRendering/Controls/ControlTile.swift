import Foundation
import VitrineUI
import VitrineWidgetCore

/// The sizes a control takes in Control Center (iOS 18), in points on a 393-point-wide iPhone.
///
/// Control Center lays controls on a grid of 62-point cells 16 points apart: a small control is
/// one cell, a circle; a medium one spans two cells across (62 + 16 + 62 = 140); a large one two
/// by two. Apple publishes no figures: these approximate iOS 18's Control Center on a
/// 393 × 852-point iPhone and were not measured against a device.
public enum ControlTileSize: String, Sendable, Hashable, CaseIterable {
  /// One cell: the symbol in a circle.
  case small
  /// Two cells across: the symbol, with the title and value beside it.
  case medium
  /// Two by two cells: the symbol at the top, the title and value at the bottom.
  case large

  /// The tile's size in points.
  public var size: CGSize {
    switch self {
    case .small: CGSize(width: Self.cell, height: Self.cell)
    case .medium: CGSize(width: Self.span, height: Self.cell)
    case .large: CGSize(width: Self.span, height: Self.span)
    }
  }

  /// One grid cell's side.
  static let cell: CGFloat = 62
  /// Two cells and the gap between them: 62 + 16 + 62.
  static let span: CGFloat = 140
}

/// A control drawn as Control Center draws it: a translucent platter, the symbol in a circle
/// that is tinted when a toggle is on, and in the larger sizes the title (up to two lines, then
/// scaled down to 80%) and the value.
public struct ControlTile: View {
  let control: ResolvedControl
  let displayName: String
  let size: ControlTileSize

  /// The tile of `control` at `size`; `displayName` titles a control whose template has none.
  public init(_ control: ResolvedControl, displayName: String, size: ControlTileSize) {
    self.control = control
    self.displayName = displayName
    self.size = size
  }

  /// The colour a toggle's circle takes when on and the template sets no tint: system blue.
  public static let defaultTint = Color(red: 0, green: 122 / 255, blue: 1)
  /// The platter's fill over the dimmed backdrop.
  static let platter = Color(white: 1, opacity: 0.16)
  /// The symbol circle's fill inside a medium or large platter when off.
  static let circle = Color(white: 1, opacity: 0.14)
  /// Control Center's dimmed, blurred backdrop, drawn behind the tile.
  nonisolated public static let backdrop = ResolvedColor(red: 0.11, green: 0.11, blue: 0.13)

  private var isOn: Bool { control.isOn == true }
  private var circleFill: Color { isOn ? (control.tintColor ?? Self.defaultTint) : Self.circle }

  /// The tile for its size.
  public var body: some View {
    switch size {
    case .small:
      symbol(diameter: ControlTileSize.cell, fill: isOn ? circleFill : Self.platter, points: 24)
    case .medium:
      HStack(spacing: 8) {
        symbol(diameter: 38, fill: circleFill, points: 17)
        texts(points: 13)
        Spacer(minLength: 0)
      }
      .padding(.horizontal, 10)
      .frame(width: ControlTileSize.span, height: ControlTileSize.cell)
      .background(RoundedRectangle(cornerRadius: 31).fill(Self.platter))
    case .large:
      VStack(alignment: .leading, spacing: 0) {
        symbol(diameter: 44, fill: circleFill, points: 20)
        Spacer(minLength: 0)
        texts(points: 15)
      }
      .padding(16)
      .frame(width: ControlTileSize.span, height: ControlTileSize.span, alignment: .leading)
      .background(RoundedRectangle(cornerRadius: 31).fill(Self.platter))
    }
  }

  private func symbol(diameter: CGFloat, fill: Color, points: CGFloat) -> some View {
    ZStack {
      Circle().fill(fill)
      control.symbolView
        .labelStyle(.iconOnly)
        .font(.system(size: points, weight: .semibold))
        .foregroundStyle(Color.white)
    }
    .frame(width: diameter, height: diameter)
  }

  private func texts(points: CGFloat) -> some View {
    VStack(alignment: .leading, spacing: 1) {
      control.titleView(fallback: displayName)
        .labelStyle(.titleOnly)
        .font(.system(size: points, weight: .semibold))
        .foregroundStyle(Color.white)
        .lineLimit(2)
        .minimumScaleFactor(0.8)
      if let value = control.valueView {
        value
          .labelStyle(.titleOnly)
          .font(.system(size: points))
          .foregroundStyle(Color(white: 1, opacity: 0.6))
          .lineLimit(1)
      }
    }
  }
}

extension WidgetRenderer {
  /// Draws `control` as a Control Center tile of `size` over Control Center's backdrop, at
  /// `scale` pixels per point.
  @MainActor
  public func rasterize(
    control: ResolvedControl, displayName: String, size: ControlTileSize, scale: Double = 3
  ) throws -> RasterImage {
    let tile = ControlTile(control, displayName: displayName, size: size)
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    environment.displayScale = scale
    let list = WidgetLayout.displayList(
      for: tile, in: size.size, environment: environment, measurer: textMeasurer,
      contentMarginsDisabled: true)
    return try rasterize(
      list,
      options: RenderOptions(
        scale: scale, cornerRadius: nil, drawsContainerBackground: true,
        defaultBackground: Self.controlBackdrop))
  }

  /// Control Center's backdrop behind a tile.
  static var controlBackdrop: ResolvedColor { ControlTile.backdrop }
}
