import Foundation

// On Linux, Foundation's value types (`Date`, `Measurement`, …) are not `ReferenceConvertible`
// as they are on Apple's platforms, so the generic `formatter:` overloads do not take them:
// these take a date directly, as iOS code writes `Text("\(date, formatter: f)")`.

extension Text {
  /// Creates text that shows `date` as `formatter` (a `DateFormatter`, or any `Formatter`)
  /// formats it.
  public init(_ date: Date, formatter: Formatter) {
    self.init(storage: .verbatim(formatter.string(for: date) ?? date.description))
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// Adds `date` as `formatter` formats it, as `%@`: `Text("Due \(date, formatter: f)")`.
  public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
    key += "%@"
    let text = formatter?.string(for: date) ?? date.description
    arguments.append(.fixed(.string(text)))
  }
}
