import Foundation
import Intents
import VitrineStatistics

/// The intents extension: offers the countries to pick from, Global first.
public final class IntentHandler: INExtension, SelectCountryIntentHandling {
  let api: any StatisticsAPI

  /// Creates the handler reading the API of the environment.
  public override convenience init() { self.init(api: StatisticsSource.api()) }

  /// Creates the handler reading `api`.
  public init(api: any StatisticsAPI) {
    self.api = api
    super.init()
  }

  public override func handler(for intent: INIntent) -> Any { self }

  /// The whole world, the option offered first and when the countries cannot be listed.
  static var global: CountryParam {
    let global = CountryParam(identifier: RegionTotals.globalCode, display: "Global")
    global.iso = RegionTotals.globalCode
    return global
  }

  /// Two sections: Global, then every country by name.
  public func provideCountryOptionsCollection(
    for intent: SelectCountryIntent,
    with completion: @escaping @Sendable (INObjectCollection<CountryParam>?, (any Error)?) -> Void
  ) {
    let api = self.api
    Task {
      do {
        completion(try await IntentHandler.countryOptions(from: api), nil)
      } catch {
        completion(nil, error)
      }
    }
  }

  /// Global, then the API's countries sorted by name.
  static func countryOptions(
    from api: any StatisticsAPI
  ) async throws -> INObjectCollection<CountryParam> {
    let listings = try await api.countries()
    var countries: [CountryParam] = []
    for listing in listings.sorted(by: { $0.country < $1.country }) {
      let country = CountryParam(identifier: listing.iso2, display: listing.country)
      country.iso = listing.iso2
      countries.append(country)
    }
    return INObjectCollection(sections: [
      INObjectSection(title: "Global", items: [global]),
      INObjectSection(title: "Countries", items: countries),
    ])
  }

  /// Global, when the countries cannot be listed.
  public func defaultCountry(for intent: SelectCountryIntent) -> CountryParam? { Self.global }
}
