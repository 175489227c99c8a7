/// One entry of `GET /countries`: a country's name, slug and ISO code.
public struct CountryListing: Sendable, Hashable, Codable {
  /// The name in English.
  public var country: String
  /// The name in the API's paths.
  public var slug: String
  /// The ISO 3166-1 alpha-2 code.
  public var iso2: String

  /// Creates a listing entry.
  public init(country: String, slug: String, iso2: String) {
    self.country = country
    self.slug = slug
    self.iso2 = iso2
  }

  enum CodingKeys: String, CodingKey {
    case country = "Country"
    case slug = "Slug"
    case iso2 = "ISO2"
  }
}
