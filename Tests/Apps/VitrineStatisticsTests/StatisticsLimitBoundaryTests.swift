import Foundation
import Testing
import VitrineStatistics

/// The statistics API's counts at their limits: 1,000 countries and 10,000 days are read, one
/// more is refused naming the field.
@Suite struct StatisticsLimitBoundaryTests {
  @Test(arguments: [-1, 0, 1]) func countriesListed(offset: Int) throws {
    let count = StatisticsJSON.maximumCountries + offset
    let listings = (0..<count).map {
      CountryListing(country: "Country \($0)", slug: "country-\($0)", iso2: "C\($0 % 10)")
    }
    let data = try StatisticsJSON.encode(listings)
    if count <= StatisticsJSON.maximumCountries {
      #expect(try StatisticsJSON.countries(from: data).count == count)
    } else {
      #expect(
        throws: StatisticsError.malformed(
          field: "countries", reason: "\(count) entries; at most \(StatisticsJSON.maximumCountries)"
        )
      ) {
        try StatisticsJSON.countries(from: data)
      }
    }
  }

  @Test(arguments: [-1, 0, 1]) func daysOfACountry(offset: Int) throws {
    let count = StatisticsJSON.maximumDays + offset
    let start = Date(timeIntervalSince1970: 1_577_836_800)
    let days = (0..<count).map {
      DayTotals(
        country: "France", countryCode: "FR", confirmed: $0, deaths: 0, recovered: 0, active: $0,
        date: start.addingTimeInterval(Double($0) * 86_400))
    }
    let data = try StatisticsJSON.encode(days)
    if count <= StatisticsJSON.maximumDays {
      #expect(try StatisticsJSON.dayTotals(from: data).count == count)
    } else {
      #expect(
        throws: StatisticsError.malformed(
          field: "days", reason: "\(count) entries; at most \(StatisticsJSON.maximumDays)")
      ) {
        try StatisticsJSON.dayTotals(from: data)
      }
    }
  }
}
