import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: the label with
/// a chevron at the trailing side pointing right while collapsed and down while expanded; a
/// tap on the label switches. In a list the content's views are rows of their own.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false

  /// Creates a group, collapsed at first, that keeps its own expansion.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.isExpanded = nil
  }

  /// Creates a group whose expansion is `isExpanded`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  /// The label row and, while expanded, the content.
  public var body: some View {
    let expanded = isExpanded?.wrappedValue ?? ownExpanded
    Group {
      Button(action: {
        if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpanded.toggle() }
      }) {
        HStack {
          label.foregroundStyle(Color.primary)
          Spacer(minLength: 8)
          Image(systemName: expanded ? "chevron.down" : "chevron.right")
            .font(.system(size: 13, weight: .semibold))
            .foregroundStyle(Color.accentColor)
            .accessibilityHidden(true)
        }
      }
      .accessibilityValue(expanded ? "expanded" : "collapsed")
      if expanded { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a group with a text label.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a group with a text label whose expansion is `isExpanded`.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
