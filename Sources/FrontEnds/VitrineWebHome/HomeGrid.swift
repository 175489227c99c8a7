import Foundation
import VitrineWidgetCore

/// Where widgets sit on a phone's home screen: iOS's grid of four icon columns, in which a
/// small widget covers 2×2 icon cells, a medium one 4×2 and a large one 4×4.
///
/// The cells are derived from the device's own widget sizes, so the grid matches them exactly:
/// the gap between columns is what a medium widget is wider than two small ones
/// (338 − 2 × 158 = 22 points on the 393×852 screen), an icon cell is half a small widget less
/// half that gap ((158 − 22) / 2 = 68), and rows work the same way from the large widget's
/// height ((354 − 2 × 158) = 38 between rows, cells (158 − 38) / 2 = 60 high). The grid is
/// centred: its left edge is (393 − 338) / 2 = 27.5 points in.
public struct HomeGrid: Sendable, Equatable {
  /// Icon columns on a phone's home screen.
  public static let columns = 4

  /// The screen.
  public let device: WidgetDevice
  /// One icon cell, in points.
  public let cell: CGSize
  /// The gaps between columns and between rows, in points.
  public let gap: CGSize
  /// The top-left corner of the first cell, in points from the screen's corner.
  public let origin: CGPoint
  /// Icon rows on one page: six on every iPhone, as iOS's home screen holds 6 × 4 icons above
  /// the dock; a widget that does not fit in a page's last rows starts the next page.
  public let rowsPerPage = 6

  /// The grid of `device`; `nil` when it has no small, medium and large widgets (an iPad).
  public init?(device: WidgetDevice) {
    guard let small = device.displaySize(for: .systemSmall),
      let medium = device.displaySize(for: .systemMedium),
      let large = device.displaySize(for: .systemLarge), device.id.hasPrefix("iphone-")
    else { return nil }
    let gapX = medium.width - 2 * small.width
    let gapY = large.height - 2 * small.height
    guard gapX >= 0, gapY >= 0 else { return nil }
    self.device = device
    gap = CGSize(width: gapX, height: gapY)
    cell = CGSize(width: (small.width - gapX) / 2, height: (small.height - gapY) / 2)
    // Phones of 812 points and taller have a notch or an island: the status bar is taller.
    let top: Double = device.screenSize.height >= 812 ? 70 : 34
    origin = CGPoint(x: (device.screenSize.width - medium.width) / 2, y: top)
  }

  /// The icon cells a widget of `family` covers, as columns and rows; `nil` for families that
  /// are not on the home screen.
  public static func span(of family: WidgetFamily) -> (columns: Int, rows: Int)? {
    switch family {
    case .systemSmall: return (2, 2)
    case .systemMedium: return (4, 2)
    case .systemLarge: return (4, 4)
    default: return nil
    }
  }

  /// One widget's place: its first cell and its frame in points.
  public struct Placement: Sendable, Equatable {
    /// The instance placed.
    public var id: String
    /// Its leftmost column, from 0.
    public var column: Int
    /// Its top row, from 0, counted over every page (the first row of page 1 is `rowsPerPage`).
    public var row: Int
    /// Its frame on its page, in points.
    public var frame: CGRect
    /// Its page, from 0.
    public var page: Int
  }

  /// Places widgets in order, each in the first free position (reading order: pages, then rows
  /// top to bottom, then columns left to right) where its cells fit on one page, as iOS fills
  /// its grid; a small widget after a medium one may fill the hole beside an earlier small
  /// one, and a widget that does not fit in a page's remaining rows starts the next page.
  /// Families that are not on the home screen are left out.
  public func place(_ widgets: [(id: String, family: WidgetFamily)]) -> [Placement] {
    place(widgets: widgets, icons: []).widgets
  }

  /// Places widgets as ``place(_:)`` does, then app icons (one cell each) in the cells left.
  public func place(
    widgets: [(id: String, family: WidgetFamily)], icons: [String]
  ) -> (widgets: [Placement], icons: [Placement]) {
    var taken = Set<[Int]>()
    let placedWidgets = widgets.compactMap { widget in
      Self.span(of: widget.family).map { fill(widget.id, span: $0, taken: &taken) }
    }
    let placedIcons = icons.map { fill($0, span: (1, 1), taken: &taken) }
    return (placedWidgets, placedIcons)
  }

  /// The first free position for `span`, marked as taken.
  private func fill(
    _ id: String, span: (columns: Int, rows: Int), taken: inout Set<[Int]>
  ) -> Placement {
    var row = 0
    while true {
      if row % rowsPerPage + span.rows <= rowsPerPage {
        for column in 0...(Self.columns - span.columns) {
          let cells = (row..<row + span.rows).flatMap { r in
            (column..<column + span.columns).map { [r, $0] }
          }
          if cells.allSatisfy({ !taken.contains($0) }) {
            cells.forEach { taken.insert($0) }
            return Placement(
              id: id, column: column, row: row,
              frame: frame(column: column, row: row % rowsPerPage, span: span),
              page: row / rowsPerPage)
          }
        }
      }
      row += 1
    }
  }

  /// The frame in points of a widget whose first cell is (`column`, `row`) of its page.
  func frame(column: Int, row: Int, span: (columns: Int, rows: Int)) -> CGRect {
    let pitch = CGSize(width: cell.width + gap.width, height: cell.height + gap.height)
    return CGRect(
      x: origin.x + Double(column) * pitch.width, y: origin.y + Double(row) * pitch.height,
      width: Double(span.columns) * cell.width + Double(span.columns - 1) * gap.width,
      height: Double(span.rows) * cell.height + Double(span.rows - 1) * gap.height)
  }

  /// The three phones the web home screen offers: the large, the standard and the small screen.
  public static let phones: [WidgetDevice] = ["iphone-430x932", "iphone-393x852", "iphone-375x667"]
    .compactMap(WidgetDevice.named)
}
