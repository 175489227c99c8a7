import Foundation
// Fuzz target: the statistics API's three answers, decoded and checked as the client does, then
// carried through what the country widget derives from them: the region's totals, the sum over
// countries, a summary entry as one day, the rates, and the JSON encoded again.
//
// The first byte picks the answer; the rest is its JSON. Any input must either be refused with
// a StatisticsError or give values the widget can show, never trap. (The widget's number
// formatting takes any Int and any Double; ICU's formatters would cut the executions a second
// fiftyfold, so they are left to the widget's tests.)
import VitrineStatistics

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStatisticsJSON(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  let data = Data(bytes: bytes + 1, count: count - 1)
  switch bytes[0] % 3 {
  case 0:
    guard let summary = try? StatisticsJSON.summary(from: data) else { return 0 }
    precondition(summary.countries.count <= StatisticsJSON.maximumCountries)
    derive(summary.global)
    derive(summary.sumOverCountries)
    for country in summary.countries {
      derive(country.totals)
      let day = DayTotals(country)
      precondition(day.active >= 0, "a summary's day has no negative active cases")
    }
    _ = try? StatisticsJSON.encode(summary)
  case 1:
    guard let countries = try? StatisticsJSON.countries(from: data) else { return 0 }
    precondition(countries.count <= StatisticsJSON.maximumCountries)
    _ = try? StatisticsJSON.encode(countries)
  default:
    guard let days = try? StatisticsJSON.dayTotals(from: data) else { return 0 }
    precondition(days.count <= StatisticsJSON.maximumDays)
    precondition(days.allSatisfy { $0.active >= 0 && $0.deaths >= 0 })
    _ = try? StatisticsJSON.encode(days)
  }
  return 0
}

/// The rates the widget shows: fractions of the confirmed cases, never NaN when defined.
func derive(_ totals: Totals) {
  for rate in [totals.deathRate, totals.recoveryRate] {
    if let rate { precondition(rate.isFinite && rate >= 0) }
  }
}
