import Foundation

/// A control showing a date, as SwiftUI's `DatePicker` in its compact style on an iPhone: the
/// label, then the date and/or the time, each in the accent color on a gray rounded
/// rectangle, formatted in the environment's locale. Its accessibility value is what it shows.
///
/// Vitrine has no calendar or wheel to choose with: a tap does not open one, and the date
/// changes only through its binding.
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let components: DatePickerComponents
  let label: Label
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone
  @Environment(\.labelsHidden) private var labelsHidden

  /// Creates a date picker for `selection`, showing `displayedComponents`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.components = displayedComponents
    self.label = label()
  }

  /// Creates a date picker for `selection` within `range` (the range is not enforced here:
  /// nothing but the binding changes the date).
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  private func formatted(_ style: (date: DateFormatter.Style, time: DateFormatter.Style)) -> String
  {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.dateStyle = style.date
    formatter.timeStyle = style.time
    return formatter.string(from: selection.wrappedValue)
  }

  /// The label and the date's parts.
  public var body: some View {
    let parts =
      (components.contains(.date) ? [formatted((.medium, .none))] : [])
      + (components.contains(.hourAndMinute) ? [formatted((.none, .short))] : [])
    HStack {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      ForEach(parts, id: \.self) { part in
        Text(verbatim: part)
          .foregroundStyle(Color.accentColor)
          .padding(.horizontal, 11)
          .padding(.vertical, 6)
          .background(RoundedRectangle(cornerRadius: 6).fill(Color.tertiarySystemFill))
      }
    }
    .accessibilityElement(children: .combine)
    .accessibilityValue(parts.joined(separator: ", "))
  }
}

extension DatePicker where Label == Text {
  /// Creates a date picker with a text label.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: Int
  /// Creates components from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
