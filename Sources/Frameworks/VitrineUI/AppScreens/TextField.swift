import Foundation

/// A field that shows and edits a string, as SwiftUI's `TextField`: the text, or while it
/// is empty the prompt in the placeholder color; a tap gives it the focus (the
/// ``FocusState`` bound with `focused`), and while focused it shows a caret. Its
/// accessibility value is the text.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let prompt: Text?
  let label: Label
  let isSecure: Bool
  /// The title VoiceOver reads as the field's label (its text is the value).
  var title: String? = nil
  @Environment(\.focusTarget) private var focusTarget

  init(text: Binding<String>, prompt: Text?, label: Label, isSecure: Bool, title: String? = nil) {
    self.text = text
    self.prompt = prompt
    self.label = label
    self.isSecure = isSecure
    self.title = title
  }

  /// The text or the prompt, with a caret while focused.
  public var body: some View {
    let value = text.wrappedValue
    let focused = focusTarget?.isFocused == true
    HStack(spacing: 1) {
      if value.isEmpty {
        if focused { Caret() }
        Group {
          if let prompt { prompt } else { label }
        }
        .foregroundStyle(Color.placeholderText)
      } else {
        Text(verbatim: isSecure ? String(repeating: "•", count: value.count) : value)
        if focused { Caret() }
      }
    }
    .lineLimit(1)
    .frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
    .contentShape(Rectangle())
    .onTapGesture { focusTarget?.focus() }
    .accessibilityElement(children: .combine)
    .modifier(TitleLabel(title: title))
    .accessibilityValue(isSecure ? String(repeating: "•", count: value.count) : value)
  }
}

/// Labels a field by its title for VoiceOver, when it has one.
struct TitleLabel: ViewModifier {
  let title: String?

  func body(content: Content) -> some View {
    if let title {
      content.accessibilityLabel(title)
    } else {
      content
    }
  }
}

/// The blinking bar where typed text goes, drawn steady.
struct Caret: View {
  var body: some View {
    Rectangle().fill(Color.accentColor).frame(width: 2, height: 20).accessibilityHidden(true)
  }
}

extension Color {
  /// The placeholder text of fields: #3C3C43 at 30 % light, #EBEBF5 at 30 % dark.
  static let placeholderText = Color(
    light: ResolvedColor(60, 60, 67, 0.3), dark: ResolvedColor(235, 235, 245, 0.3),
    name: "placeholderText")
}

extension TextField where Label == Text {
  /// Creates a field for `text` with `title` as its placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil, label: Text(title), isSecure: false, title: String(title))
  }

  /// Creates a field for `text` with a prompt.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt, label: Text(title), isSecure: false, title: String(title))
  }

  /// Creates a field for `text` that may grow along `axis` (drawn on one line here).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, label: Text(title), isSecure: false, title: String(title))
  }
}

extension TextField {
  /// Creates a field for `text` labelled by `label`.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, label: label(), isSecure: false)
  }
}

/// A field for a password: its characters are shown as bullets, as SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// The field, its text hidden.
  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// Creates a secure field for `text` with `title` as its placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(
      text: text, prompt: nil, label: Text(title), isSecure: true, title: String(title))
  }

  /// Creates a secure field for `text` with a prompt.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(
      text: text, prompt: prompt, label: Text(title), isSecure: true, title: String(title))
  }
}

nonisolated extension View {
  /// Runs `action` when the user submits a field (Return); Vitrine has no keyboard, so it is
  /// kept for code that sets it.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> some View
  { self }

  /// Sets the label of the Return key; Vitrine has no keyboard.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

/// What submits a field.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  /// Creates triggers from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Return in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's search.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The title of the Return key.
public enum SubmitLabel: Sendable, Hashable {
  /// "done".
  case done
  /// "go".
  case go
  /// "send".
  case send
  /// "join".
  case join
  /// "route".
  case route
  /// "search".
  case search
  /// "return".
  case `return`
  /// "next".
  case next
  /// "continue".
  case `continue`
}
