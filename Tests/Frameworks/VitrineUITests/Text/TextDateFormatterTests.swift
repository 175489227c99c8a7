import Foundation
import Testing

@testable import VitrineUI

/// Apple's documentation of `LocalizedStringKey.StringInterpolation`: a value interpolated with
/// `formatter:` is shown as the formatter formats it (`Text("\(date, formatter: f)")`). On
/// Linux `Date` is no `ReferenceConvertible`, and this must still compile and show the date.
@MainActor
@Suite("Text with a date and a formatter")
struct TextDateFormatterTests {
  private let date = Date(timeIntervalSince1970: 86_400 * 365)  // 1971-01-01 00:00 UTC

  private var formatter: DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }

  @Test("\"\\(date, formatter: f)\" shows the formatter's string inside the text")
  func interpolated() {
    let list = layout(Text("Due \(date, formatter: formatter)").font(font10))
    #expect(list.textItem("Due 1971-01-01") != nil)
  }

  @Test("Text(date, formatter:) shows the formatter's string")
  func direct() {
    let list = layout(Text(date, formatter: formatter).font(font10))
    #expect(list.textItem("1971-01-01") != nil)
  }

  @Test("a Formatter typed as the base class formats the date too")
  func baseClass() {
    let base: Formatter = formatter
    let list = layout(Text("\(date, formatter: base)").font(font10))
    #expect(list.textItem("1971-01-01") != nil)
  }
}
