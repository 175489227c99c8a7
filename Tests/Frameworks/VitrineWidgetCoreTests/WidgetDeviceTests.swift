import Foundation
import Testing
import VitrineWidgetCore

@Suite struct WidgetDeviceTests {
  @Test(arguments: [
    ("393x852", WidgetFamily.systemSmall, 158.0, 158.0),
    ("393x852", .systemMedium, 338, 158),
    ("393x852", .systemLarge, 338, 354),
    ("430x932", .systemSmall, 170, 170),
    ("430x932", .systemMedium, 364, 170),
    ("430x932", .systemLarge, 364, 382),
    ("1024x1366", .systemExtraLarge, 795, 378.5),
  ])
  func publishedSizes(screen: String, family: WidgetFamily, width: Double, height: Double) throws {
    let device = try #require(WidgetDevice.named(screen))
    #expect(device.displaySize(for: family) == WidgetSize(width: width, height: height))
  }

  @Test func phonesHaveNoExtraLargeAndPadsHaveIt() {
    #expect(WidgetDevice.iPhones.allSatisfy { $0.displaySize(for: .systemExtraLarge) == nil })
    #expect(WidgetDevice.iPads.allSatisfy { $0.displaySize(for: .systemExtraLarge) != nil })
  }

  @Test func everyRowIsConsistent() {
    for device in WidgetDevice.all {
      let small = device.displaySize(for: .systemSmall)!
      let medium = device.displaySize(for: .systemMedium)!
      let large = device.displaySize(for: .systemLarge)!
      #expect(small.width == small.height, "\(device.id)")
      #expect(medium.width > small.width * 2 - 1, "\(device.id)")
      #expect(large.width == medium.width, "\(device.id)")
      #expect(large.height > medium.height, "\(device.id)")
    }
    #expect(Set(WidgetDevice.all.map(\.id)).count == WidgetDevice.all.count)
  }

  @Test func aContextTakesItsSizeFromTheDevice() throws {
    let context = TimelineProviderContext(
      family: .systemMedium, device: try #require(WidgetDevice.named("iphone-430x932")))
    #expect(context.displaySize == CGSize(width: 364, height: 170))
    #expect(context.displayScale == 3)
    // A family the screen lacks falls back to the first screen offering it.
    let extraLarge = TimelineProviderContext(family: .systemExtraLarge)
    #expect(extraLarge.displaySize == CGSize(width: 795, height: 378.5))
  }
}
