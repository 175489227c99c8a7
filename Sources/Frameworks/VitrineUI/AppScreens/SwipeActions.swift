import Foundation

/// A list row with swipe actions, as SwiftUI's `swipeActions`: a finger moving the row
/// towards the leading edge reveals the actions' buttons at its trailing side (the first one
/// outermost, tinted red when destructive); choosing one hides them again.
nonisolated struct SwipeActionsRow<Content: View, Actions: View>: View {
  let content: Content
  let actions: Actions
  @State private var revealed = false

  init(content: Content, actions: Actions) {
    self.content = content
    self.actions = actions
  }

  @MainActor var body: some View {
    HStack(spacing: 0) {
      content.frame(maxWidth: .infinity, alignment: .leading)
      if revealed {
        HStack(spacing: 0) { actions }
          .foregroundStyle(Color.white)
          .padding(.horizontal, 12)
          .frame(minHeight: 44)
          .background(Color.red)
          .simultaneousGesture(TapGesture().onEnded { revealed = false })
      }
    }
    .modifier(GestureModifier(kind: .swipe, action: { revealed = true }))
  }
}

/// Which edge a swipe comes from.
public enum HorizontalEdge: Sendable, Hashable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

nonisolated extension View {
  /// Adds buttons revealed by swiping the list row towards the leading edge.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    SwipeActionsRow(content: self, actions: content())
  }
}

/// Rows of a ``ForEach`` that can be deleted or moved, as `onDelete(perform:)` and
/// `onMove(perform:)` make them: a swipe reveals Delete; in edit mode (``EditButton``) each
/// row has a red delete control at its leading side and, with a move action, a reorder mark
/// at its trailing side.
nonisolated public struct EditableForEach<
  Data: RandomAccessCollection, ID: Hashable, Content: View
>: View {
  let base: ForEach<Data, ID, Content>
  var delete: ((IndexSet) -> Void)?
  var move: ((IndexSet, Int) -> Void)?
  @Environment(\.editMode) private var editMode

  init(
    base: ForEach<Data, ID, Content>, delete: ((IndexSet) -> Void)?,
    move: ((IndexSet, Int) -> Void)?
  ) {
    self.base = base
    self.delete = delete
    self.move = move
  }

  /// The rows.
  @MainActor public var body: some View {
    let editing = editMode?.wrappedValue.isEditing == true
    let rows = base.data.enumerated().map {
      IndexedElement(offset: $0.offset, element: $0.element, id: base.identify($0.element))
    }
    ForEach(rows) { row in
      let view = base.content(row.element)
      if editing {
        HStack(spacing: 12) {
          if let delete {
            Button(action: { delete(IndexSet(integer: row.offset)) }) {
              Image(systemName: "minus.circle.fill").foregroundStyle(Color.red)
            }
            .accessibilityLabel("Delete")
          }
          view.frame(maxWidth: .infinity, alignment: .leading)
          if move != nil {
            Image(systemName: "line.3.horizontal").foregroundStyle(Color.secondary)
              .accessibilityHidden(true)
          }
        }
      } else if let delete {
        view.swipeActions {
          Button("Delete", role: .destructive) { delete(IndexSet(integer: row.offset)) }
        }
      } else {
        view
      }
    }
  }

  /// Deletes rows with `action`.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
    var copy = self
    copy.delete = action
    return copy
  }

  /// Moves rows with `action`.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
    var copy = self
    copy.move = action
    return copy
  }
}

/// An element with its offset and identity.
struct IndexedElement<Element, ID: Hashable>: Identifiable {
  let offset: Int
  let element: Element
  let id: ID
}

extension ForEach where Content: View {
  /// Makes the rows deletable: a swipe reveals Delete, edit mode shows a delete control;
  /// `action` receives the offsets to remove.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Data, ID, Content>
  {
    EditableForEach(base: self, delete: action, move: nil)
  }

  /// Makes the rows movable in edit mode; `action` receives the offsets moved and the
  /// destination offset.
  public func onMove(
    perform action: ((IndexSet, Int) -> Void)?
  ) -> EditableForEach<Data, ID, Content> {
    EditableForEach(base: self, delete: nil, move: action)
  }
}
