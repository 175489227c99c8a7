import Foundation
import Synchronization
import Testing
import VitrineWidgetCore

@testable import VitrineHost

/// What the host shows is described on first read, not when it is shown.
@Suite struct ShownEntryTests {
  /// An entry that counts how often it was described.
  final class CountedEntry: TimelineEntry, CustomStringConvertible {
    let date: Date
    let descriptions = Mutex(0)

    init(date: Date) { self.date = date }

    var description: String {
      descriptions.withLock { $0 += 1 }
      return "counted entry"
    }
  }

  struct PlainEntry: TimelineEntry {
    var date: Date
  }

  let date = Date(timeIntervalSince1970: 1_790_000_000)

  @Test func anEntryIsDescribedOnFirstReadAndOnlyOnce() {
    let entry = CountedEntry(date: date)
    let shown = ShownEntry(entry: entry)
    #expect(entry.descriptions.withLock { $0 } == 0)
    #expect(shown.date == date && !shown.isPlaceholder)
    #expect(shown.summary == "counted entry")
    #expect(shown.description == "counted entry")
    let copy = shown
    #expect(copy.summary == "counted entry")
    #expect(entry.descriptions.withLock { $0 } == 1)
  }

  @Test func anEntryWithoutADescriptionIsNamedByTypeAndDate() {
    let shown = ShownEntry(entry: PlainEntry(date: date))
    // 1_790_000_000 s after 1970 is 2026-09-21 14:13:20 UTC.
    #expect(shown.summary == "PlainEntry of 2026-09-21T14:13:20Z")
  }

  @Test func equalityAndHashingUseTheSummary() {
    let a = ShownEntry(entry: CountedEntry(date: date))
    let b = ShownEntry(entry: CountedEntry(date: date))
    let other = ShownEntry(entry: PlainEntry(date: date))
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != other)
    #expect(a != ShownEntry.placeholder)
    var renamed = a
    renamed.summary = "renamed"
    #expect(renamed.summary == "renamed" && a.summary == "counted entry" && renamed != a)
  }

  @Test func itEncodesItsSummaryAndDecodesBack() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    let shown = ShownEntry(entry: CountedEntry(date: date))
    let json = String(decoding: try encoder.encode(shown), as: UTF8.self)
    #expect(
      json == #"{"date":"2026-09-21T14:13:20Z","isPlaceholder":false,"summary":"counted entry"}"#)
    let placeholder = String(decoding: try encoder.encode(ShownEntry.placeholder), as: UTF8.self)
    #expect(placeholder == #"{"isPlaceholder":true,"summary":"placeholder"}"#)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let decoded = try decoder.decode(ShownEntry.self, from: Data(json.utf8))
    #expect(decoded == shown && decoded.summary == "counted entry")
    #expect(try decoder.decode(ShownEntry.self, from: Data(placeholder.utf8)) == .placeholder)
  }
}
