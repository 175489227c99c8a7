import Foundation

extension Text {
  /// A case text is shown in, set with ``View/textCase(_:)``.
  public enum Case: Sendable, Hashable {
    /// Every letter in upper case, by the environment locale's rules.
    case uppercase
    /// Every letter in lower case, by the environment locale's rules.
    case lowercase
  }
}

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
  /// The case text in this view is shown in; `nil` shows it as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Shows the text in this view in `textCase` (`nil` as written), as the locale cases it:
  /// `.textCase(.uppercase)` turns "Straße" into "STRASSE".
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}
