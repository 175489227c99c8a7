import Foundation
import Testing

@testable import VitrineCLI

@Suite(.timeLimit(.minutes(5))) struct DevicesCommandTests {
  @Test func listsEveryScreenWithCanvasAndShownSizes() async {
    let result = await vitrine("devices")
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    // A heading and a line of sizes per screen: 10 iPhones and 10 iPads.
    #expect(lines.count == 40)
    #expect(lines.contains { $0.hasPrefix("ipad-1192x1590  @2x") })
    let mini = lines.firstIndex { $0.hasPrefix("ipad-768x1024") }.map { lines[$0 + 1] } ?? ""
    #expect(mini.contains("systemSmall 141×141 (shown 120×120)"))
    #expect(mini.contains("systemExtraLarge 634.5×305.5 (shown 540×260)"))
    let phone = lines.firstIndex { $0.hasPrefix("iphone-430x932") }.map { lines[$0 + 1] } ?? ""
    #expect(phone.contains("accessoryRectangular 172×76, accessoryInline 257×26"))
    #expect(!phone.contains("shown"))
  }

  @Test func jsonGivesShownSizesOnlyWhereTheyDiffer() async throws {
    let result = await vitrine("devices", "--json")
    let rows = try result.out.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
    #expect(rows.count == 20)
    let pad = try #require(rows.first { $0["id"] as? String == "ipad-1024x1366" })
    let shown = pad["shownSizes"] as? [String: [String: Double]]
    #expect(shown?["systemExtraLarge"] == ["width": 748, "height": 356])
    let zoomed = try #require(rows.first { $0["id"] as? String == "ipad-1192x1590" })
    #expect((zoomed["shownSizes"] as? [String: Any])?.isEmpty == true)
  }
}
