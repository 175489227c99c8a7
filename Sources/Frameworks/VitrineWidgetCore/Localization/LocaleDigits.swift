import Foundation

/// Whether a locale writes small integers as plain ASCII digits, so `%lld` of them can skip
/// Foundation's formatter.
///
/// `String(format: "%lld", locale:)` goes through an ICU number formatter on every call, which
/// made a `Text("Row \(index)")` cost more than laying it out. Below 1,000 no grouping separator
/// applies, so a number's text depends only on the locale's digits and minus sign: when the
/// locale writes 987 as "987" and -987 as "-987" (English, French, Russian; not Arabic or
/// Marathi, which have digits of their own), every integer of magnitude below 1,000 is written
/// as `String(value)` writes it. The answer is worked out once per locale identifier.
enum LocaleDigits {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var plainASCII: [String: Bool] = [:]

  /// `value` as `%lld` writes it in `locale`, when that is known without a formatter.
  static func plainInteger(_ value: Int64, locale: Locale) -> String? {
    guard value > -1000, value < 1000, usesPlainASCII(locale) else { return nil }
    return String(value)
  }

  private static func usesPlainASCII(_ locale: Locale) -> Bool {
    let identifier = locale.identifier
    lock.lock()
    let known = plainASCII[identifier]
    lock.unlock()
    if let known { return known }
    let plain =
      String(format: "%lld", locale: locale, Int64(987)) == "987"
      && String(format: "%lld", locale: locale, Int64(-987)) == "-987"
      && String(format: "%lld", locale: locale, Int64(0)) == "0"
    lock.lock()
    plainASCII[identifier] = plain
    lock.unlock()
    return plain
  }
}
