import Foundation

/// `onChange(of:)`: in an app, compares the value with the one of the frame before and, when
/// it differs, runs the action after the frame with the old and new values (and, when
/// `initial`, once when the view appears). Outside an app runtime nothing runs: a widget or
/// Live Activity is drawn once, as on iOS.
nonisolated struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = content(context)
    guard let graph = context.graph else { return nodes }
    // Several `onChange`s on one view share its identity: each keeps its value in the slot of
    // its position among them, counted afresh every frame.
    let records = graph.attachment(
      at: context.identity.child(.slot, "onChange"), owner: context.owner
    ) { ChangeRecords() }
    let index = records.nextIndex(frame: graph.frame)
    let new = value
    let action = self.action
    if let old = records.values[index] as? Value {
      if old != new { graph.enqueue { action(old, new) } }
    } else if initial {
      graph.enqueue { action(new, new) }
    }
    records.values[index] = new
    return nodes
  }
}

/// The values the `onChange`s of one view saw in the last frame, by their position.
final class ChangeRecords {
  /// Each modifier's last value, innermost first; `nil` before its first frame.
  var values: [Any?] = []
  private var frame = -1
  private var cursor = 0

  /// The position of the next modifier resolved in `frame`, with room for its value.
  func nextIndex(frame: Int) -> Int {
    if frame != self.frame {
      self.frame = frame
      cursor = 0
    }
    defer { cursor += 1 }
    if values.count <= cursor { values.append(nil) }
    return cursor
  }
}

nonisolated extension View {
  /// Runs `action` with the new value when `value` changes (iOS 14; deprecated in iOS 17 for
  /// the two-value form).
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values when `value` changes, and with the value twice
  /// when the view appears if `initial` (iOS 17).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes, and when the view appears if `initial` (iOS 17).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}
