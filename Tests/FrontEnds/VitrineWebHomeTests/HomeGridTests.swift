import Foundation
import Testing
import VitrineWebHome
import VitrineWidgetCore

@Suite struct HomeGridTests {
  @Test func theStandardPhonesCellsComeFromItsWidgetSizes() throws {
    let grid = try #require(HomeGrid(device: .standard))
    // Columns: 338 − 2 × 158 = 22 apart, cells (158 − 22) / 2 = 68 wide.
    #expect(grid.gap.width == 22)
    #expect(grid.cell.width == 68)
    // Rows: 354 − 2 × 158 = 38 apart, cells (158 − 38) / 2 = 60 high.
    #expect(grid.gap.height == 38)
    #expect(grid.cell.height == 60)
    // Centred: (393 − 338) / 2 = 27.5 from the left, below the 70-point status area.
    #expect(grid.origin == CGPoint(x: 27.5, y: 70))
  }

  @Test func widgetsFillTheGridInReadingOrder() throws {
    let grid = try #require(HomeGrid(device: .standard))
    let placed = grid.place([
      ("a", .systemSmall), ("b", .systemMedium), ("c", .systemSmall), ("d", .systemLarge),
      ("e", .accessoryInline),
    ])
    // a at (0, 0); b does not fit beside it, so it takes rows 2–3; c fills the hole beside a;
    // d's four rows do not fit in rows 4–5 of the six-row page (iOS's 6 × 4 icon grid), so it
    // starts page 1 (row 6); the lock-screen family has no place on the home screen.
    #expect(placed.map(\.id) == ["a", "b", "c", "d"])
    #expect(placed.map(\.column) == [0, 0, 2, 0])
    #expect(placed.map(\.row) == [0, 2, 0, 6])
    #expect(placed.map(\.page) == [0, 0, 0, 1])
    // c: 27.5 + 2 × (68 + 22) = 207.5 across, 158 wide, ending 27.5 before the edge.
    #expect(placed[2].frame == CGRect(x: 207.5, y: 70, width: 158, height: 158))
    // b: row 2 is 70 + 2 × (60 + 38) = 266 down; 4 × 68 + 3 × 22 = 338 wide.
    #expect(placed[1].frame == CGRect(x: 27.5, y: 266, width: 338, height: 158))
    // d: the first row of its page, 70 down; 4 × 60 + 3 × 38 = 354 high.
    #expect(placed[3].frame == CGRect(x: 27.5, y: 70, width: 338, height: 354))
  }

  @Test func appIconsTakeTheCellsTheWidgetsLeave() throws {
    let grid = try #require(HomeGrid(device: .standard))
    let placed = grid.place(
      widgets: [("a", .systemSmall), ("b", .systemLarge)], icons: ["x", "y", "z"])
    // a covers columns 0–1 of rows 0–1 and b rows 2–5, so the icons fill row 0's columns 2 and
    // 3, then row 1's column 2: x at 27.5 + 2 × 90 = 207.5, y at 297.5, z one row down at
    // 70 + 98 = 168.
    #expect(placed.icons.map(\.column) == [2, 3, 2])
    #expect(placed.icons.map(\.row) == [0, 0, 1])
    #expect(placed.icons[1].frame == CGRect(x: 297.5, y: 70, width: 68, height: 60))
    #expect(placed.icons[2].frame == CGRect(x: 207.5, y: 168, width: 68, height: 60))
  }

  @Test func theSmallPhoneHasItsOwnCells() throws {
    let device = try #require(WidgetDevice.named("iphone-375x667"))
    let grid = try #require(HomeGrid(device: device))
    // 321 − 2 × 148 = 25 between columns, (148 − 25) / 2 = 61.5 per cell; 324 − 296 = 28
    // between rows, (148 − 28) / 2 = 60 per cell; (375 − 321) / 2 = 27 from the left and a
    // short status bar (34).
    #expect(grid.gap == CGSize(width: 25, height: 28))
    #expect(grid.cell == CGSize(width: 61.5, height: 60))
    #expect(grid.origin == CGPoint(x: 27, y: 34))
  }

  @Test func theWebHomeScreenOffersThreePhonesAndNoIPad() throws {
    #expect(HomeGrid.phones.map(\.id) == ["iphone-430x932", "iphone-393x852", "iphone-375x667"])
    let iPad = try #require(WidgetDevice.named("ipad-1024x1366"))
    #expect(HomeGrid(device: iPad) == nil)
  }
}
