import Foundation
import Testing
import VitrineIntents
import VitrineWidgetCore

@testable import VitrineUI

// `#Preview`s written here register themselves: `PreviewRegistration.all` finds them in this test
// binary's `swift5_tests` section, with the line each is written on. Previews that must fail are
// built without the macro, so the test binary's `vitrine previews` shows only working ones.

private struct CounterEntry: TimelineEntry {
  let date: Date
  let count: Int
}

private struct CounterProvider: TimelineProvider {
  func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: .now, count: 0) }
  func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) {
    completion(CounterEntry(date: .now, count: 1))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {
    // Three entries a minute apart from a fixed moment, so the test can name their dates.
    let start = Date(timeIntervalSince1970: 1_000_000)
    let entries = (0..<3).map {
      CounterEntry(date: start.addingTimeInterval(Double($0) * 60), count: $0 + 10)
    }
    completion(Timeline(entries: entries, policy: .never))
  }
}

private struct CounterWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "counter", provider: CounterProvider()) { entry in
      Text("\(entry.count)")
    }
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

private struct SilentProvider: TimelineProvider {
  func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: .now, count: 0) }
  func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) {}
  func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {}
}

private struct OtherEntry: TimelineEntry {
  let date: Date
}

#Preview("Registration: view", traits: .fixedLayout(width: 120, height: 40)) {
  Text("Hello")
}

#Preview("Registration: timeline", as: .systemMedium) {
  CounterWidget()
} timeline: {
  CounterEntry(date: Date(timeIntervalSince1970: 0), count: 1)
  CounterEntry(date: Date(timeIntervalSince1970: 60), count: 2)
}

#Preview("Registration: provider", as: .systemSmall) {
  CounterWidget()
} timelineProvider: {
  CounterProvider()
}

@MainActor
@Suite struct PreviewRegistrationTests {
  func registration(_ name: String) throws -> PreviewRegistration {
    try #require(PreviewRegistration.all.first { $0.name == name })
  }

  @Test func findsEveryPreviewOfThisFileWithItsLine() throws {
    let mine = PreviewRegistration.all.filter {
      $0.fileID.hasSuffix("PreviewRegistrationTests.swift")
    }
    // Three `#Preview`s above, on lines 51, 55 and 62, listed in line order.
    #expect(mine.map(\.line) == [51, 55, 62])
    #expect(mine.first?.source == "PreviewRegistrationTests.swift:51")
  }

  @MainActor @Test func aViewPreviewIsOneItemAtItsFixedSize() async throws {
    let items = try await registration("Registration: view").items()
    #expect(items.count == 1)
    #expect(items[0].size == CGSize(width: 120, height: 40))
    #expect(items[0].entry == nil)
  }

  @MainActor @Test func aTimelineIsOneItemPerEntryInItsFamily() async throws {
    let items = try await registration("Registration: timeline").items()
    #expect(items.map(\.entry) == [1, 2])
    #expect(items.map(\.family) == [.systemMedium, .systemMedium])
    #expect(items.map(\.date) == [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 60)])
  }

  @MainActor @Test func aProvidersTimelineIsAskedFor() async throws {
    let items = try await registration("Registration: provider").items()
    // The provider's three entries, one minute apart from 1 000 000 s.
    #expect(items.map(\.date) == [0, 60, 120].map { Date(timeIntervalSince1970: 1_000_000 + $0) })
  }

  @MainActor @Test func anEntryOfAnotherTypeIsNamed() async throws {
    let preview = Preview("Registration: wrong entry", as: .systemSmall) {
      CounterWidget()
    } timeline: {
      OtherEntry(date: .now)
    }
    let registration = PreviewRegistration(preview: preview, fileID: "M/F.swift", line: 1)
    await #expect(
      throws: PreviewError.entryNotForWidget(
        preview: "Registration: wrong entry", entry: 1, kind: "counter")
    ) { _ = try await registration.items() }
  }

  @MainActor @Test func aFamilyTheWidgetLacksIsNamed() async throws {
    let preview = Preview("Registration: wrong family", as: .systemLarge) {
      CounterWidget()
    } timeline: {
      CounterEntry(date: .now, count: 1)
    }
    let registration = PreviewRegistration(preview: preview, fileID: "M/F.swift", line: 1)
    await #expect(
      throws: PreviewError.familyNotSupported(
        preview: "Registration: wrong family", family: .systemLarge, kind: "counter")
    ) { _ = try await registration.items() }
  }

  @MainActor @Test func aProviderThatNeverAnswersTimesOut() async throws {
    let preview = Preview("silent", as: .systemSmall, widget: { CounterWidget() }) {
      SilentProvider()
    }
    let registration = PreviewRegistration(preview: preview, fileID: "M/F.swift", line: 1)
    let started = Date()
    await #expect(throws: PreviewError.noTimeline(preview: "silent", seconds: 10)) {
      _ = try await registration.items()
    }
    #expect(Date().timeIntervalSince(started) >= 9)
  }

  @Test func theAccessorAnswersOnlyForRegistrations() {
    let preview = Preview("x") { Text("x") }
    let slot = UnsafeMutablePointer<PreviewRegistration>.allocate(capacity: 1)
    defer { slot.deallocate() }
    let refused = withUnsafePointer(to: Int.self as Any.Type) { type in
      PreviewRegistration.store(
        preview, fileID: "M/F.swift", line: 3, into: slot, asking: UnsafeRawPointer(type))
    }
    #expect(!refused)
    let stored = withUnsafePointer(to: PreviewRegistration.self as Any.Type) { type in
      PreviewRegistration.store(
        preview, fileID: "M/F.swift", line: 3, into: slot, asking: UnsafeRawPointer(type))
    }
    #expect(stored)
    #expect(slot.move().source == "F.swift:3")
  }
}
