import Foundation

/// How the tagged views inside a selecting container (a ``Picker`` or a selectable ``List``)
/// answer: what a tap does and how the selected one looks.
struct TagChoice: @unchecked Sendable {
  /// How a tagged view is drawn.
  enum Mode: Sendable, Hashable {
    /// A list row: a tap selects it; the selected row has a checkmark at its trailing edge.
    case listRow
    /// A menu item: a button that selects.
    case menuItem
    /// A segment of a segmented control: the selected one on a raised white card.
    case segment
    /// Only the selected view is shown, unchanged (the value a menu picker shows).
    case selectedOnly
  }

  var mode: Mode
  /// Whether the tag is selected.
  var isSelected: @MainActor (AnyHashable) -> Bool
  /// Selects the tag.
  var select: @MainActor (AnyHashable) -> Void
}

private struct TagChoiceKey: EnvironmentKey {
  static var defaultValue: TagChoice? { nil }
}

extension EnvironmentValues {
  /// The selecting container the tagged views below answer to.
  var tagChoice: TagChoice? {
    get { self[TagChoiceKey.self] }
    set { self[TagChoiceKey.self] = newValue }
  }
}

/// Content whose tagged views answer to a selecting container.
nonisolated public struct TagSelecting<Content: View>: View {
  let choice: TagChoice
  let content: Content

  init(choice: TagChoice, content: Content) {
    self.choice = choice
    self.content = content
  }

  /// The content with the choice in its environment.
  @MainActor public var body: some View {
    content.environment(\.tagChoice, choice)
  }
}

/// A view with a tag: the value a ``Picker`` or a selectable ``List`` selects when it is
/// chosen; elsewhere the view is drawn unchanged.
nonisolated public struct TagModified<Content: View>: View {
  let content: Content
  let tag: AnyHashable
  @Environment(\.tagChoice) private var choice

  init(content: Content, tag: AnyHashable) {
    self.content = content
    self.tag = tag
  }

  /// The view, as its container draws it.
  @MainActor public var body: some View {
    if let choice {
      let selected = choice.isSelected(tag)
      switch choice.mode {
      case .listRow:
        Button(action: { choice.select(tag) }) {
          HStack {
            content.frame(maxWidth: .infinity, alignment: .leading)
            if selected {
              Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
                .accessibilityHidden(true)
            }
          }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(selected ? .isSelected : [])
      case .menuItem:
        Button(action: { choice.select(tag) }) { content }
          .accessibilityAddTraits(selected ? .isSelected : [])
      case .segment:
        Button(action: { choice.select(tag) }) {
          content.font(.system(size: 13, weight: selected ? .semibold : .medium))
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: 28)
            .background {
              if selected {
                RoundedRectangle(cornerRadius: 7).fill(Color.segmentSelection)
                  .shadow(color: Color.black.opacity(0.12), radius: 4, y: 3)
              }
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(selected ? .isSelected : [])
      case .selectedOnly:
        if selected { content }
      }
    } else {
      content
    }
  }
}

/// A view that carries its own tag, so a ``ForEach`` does not tag it with its id.
protocol ExplicitlyTagged {}

extension TagModified: ExplicitlyTagged {}

extension Color {
  /// The raised segment of a segmented control: white light, #636366 dark.
  static let segmentSelection = Color(
    light: ResolvedColor(255, 255, 255), dark: ResolvedColor(99, 99, 102),
    name: "segmentSelection")
}

nonisolated extension View {
  /// Tags the view with `tag`, the value a ``Picker`` or a selectable ``List`` selects
  /// when the view is chosen.
  public func tag<V: Hashable>(_ tag: V) -> TagModified<Self> {
    TagModified(content: self, tag: AnyHashable(tag))
  }
}
