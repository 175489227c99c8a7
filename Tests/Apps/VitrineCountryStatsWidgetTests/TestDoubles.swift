import Foundation
import Synchronization
import VitrineStatistics

/// The embedded API, counting its calls, failing while `failing` is set.
final class CountingStatistics: StatisticsAPI {
  struct Down: Error {}

  let calls = Mutex<[String]>([])
  let failing = Mutex(false)
  private let embedded = EmbeddedStatistics()

  init(failing: Bool = false) { self.failing.withLock { $0 = failing } }

  var callCount: Int { calls.withLock { $0.count } }

  private func record(_ call: String) throws {
    calls.withLock { $0.append(call) }
    if failing.withLock({ $0 }) { throw Down() }
  }

  func summary() async throws -> StatisticsSummary {
    try record("summary")
    return try await embedded.summary()
  }

  func countries() async throws -> [CountryListing] {
    try record("countries")
    return try await embedded.countries()
  }

  func dayTotals(country slug: String) async throws -> [DayTotals] {
    try record("total/\(slug)")
    return try await embedded.dayTotals(country: slug)
  }
}
