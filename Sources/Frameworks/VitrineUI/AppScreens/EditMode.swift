import Foundation

/// Whether the user can edit the rows of the lists on a screen, as SwiftUI's `EditMode`:
/// ``EditButton`` switches it, and rows with ``ForEach/onDelete(perform:)`` show a delete
/// control while it is active.
public enum EditMode: Sendable, Hashable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe); Vitrine does not use it.
  case transient
  /// Editing.
  case active

  /// Whether the mode is an editing one (`transient` or `active`).
  public var isEditing: Bool { self != .inactive }
}

// Apple's Binding is `@unchecked Sendable` (iOS 17 SDK), so bindings travel in the environment.
extension Binding: @unchecked Sendable {}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the screen, as a binding (`nil` where no ``NavigationView`` or
  /// `environment(\.editMode, …)` provides one).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that switches the screen's ``EditMode``: "Edit" while inactive, "Done" (bold)
/// while active, as SwiftUI's `EditButton`.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates the button.
  public init() {}

  /// "Edit" or "Done".
  public var body: some View {
    let editing = editMode?.wrappedValue.isEditing == true
    Button(action: {
      editMode?.wrappedValue = editing ? .inactive : .active
    }) {
      Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : .regular)
    }
  }
}
