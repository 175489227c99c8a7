import Foundation

/// A string meant for people, to be localized later: its key, default value, table and
/// bundle, as `static let title: LocalizedStringResource = "Next"` declares it.
///
/// It is resolved where it is shown: `String(localized:)` in the resource's ``locale``,
/// `Text(resource)` in the environment's locale. Lookup follows ``LocalizationTables``.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The key looked up in the table.
  public var key: String
  /// What is shown when no table translates the key, with the interpolated values.
  public var defaultValue: String.LocalizationValue
  /// The table's name; `nil` is `Localizable`.
  public var table: String?
  /// The locale `String(localized:)` resolves it in.
  public var locale: Locale
  /// The bundle whose tables are searched.
  public var bundle: BundleDescription
  /// A note for translators.
  public var comment: String?

  /// Where a resource's tables are.
  public struct BundleDescription: Sendable, Hashable {
    /// The bundle's location; `nil` for the default bundles.
    let url: URL?

    /// The main bundle, and the resource bundles beside the executable
    /// (``LocalizationTables``).
    public static let main = BundleDescription(url: nil)

    /// The bundle at `url`.
    public static func atURL(_ url: URL) -> BundleDescription { BundleDescription(url: url) }

    /// The bundle `aClass` was loaded from.
    public static func forClass(_ aClass: AnyClass) -> BundleDescription {
      BundleDescription(url: Bundle(for: aClass).bundleURL)
    }

    /// The bundle itself, `nil` for the default bundles.
    var bundle: Bundle? { url.flatMap { Bundle(url: $0) } }
  }

  /// A resource whose key is also its default value.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.key
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
    self.comment = comment.map { "\($0)" }
  }

  /// A resource with a key of its own and a default value for when no table has it.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
    self.comment = comment.map { "\($0)" }
  }

  public init(stringLiteral value: String) {
    self.init(String.LocalizationValue(value))
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The text in `locale`: the table's translation of the key, or the default value, with
  /// the arguments filled in. Vitrine's addition, which `Text` uses with the environment's
  /// locale.
  public func localized(for locale: Locale) -> String {
    let format =
      LocalizationTables.shared.format(
        forKey: key, table: table, bundle: bundle.bundle, locale: locale,
        arguments: defaultValue.arguments) ?? defaultValue.key
    return defaultValue.filling(format, locale: locale)
  }

  /// The default value with its arguments, untranslated.
  public var description: String { defaultValue.description }
}
