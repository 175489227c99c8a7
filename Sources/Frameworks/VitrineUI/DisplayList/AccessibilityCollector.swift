import Foundation

/// Gathers the accessibility elements of placed nodes, in view-tree order.
///
/// Text is an element labelled with its string, a named image or symbol one labelled with its
/// name, a progress bar one with its percentage as value. A button, a link, or a view with a
/// label of its own (or `accessibilityElement(children: .combine)`) becomes a single element
/// whose label joins those of its content. Hidden views and redacted content give none.
enum AccessibilityCollector {
  /// The elements of `node` and everything below it; with `visible`, elements clipped away
  /// entirely (scrolled out of a scroll view) are left out, as an app screen shows them.
  static func elements(for node: LayoutNode, visible: CGRect? = nil) -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    collect(node, visible: visible, into: &elements)
    return elements
  }

  /// Appends the elements of `node` and everything below it to `elements` (one array for the
  /// whole tree: a container's elements are the ones its children appended after its start).
  private static func collect(
    _ node: LayoutNode, visible: CGRect?, into elements: inout [AccessibilityElement]
  ) {
    var visible = visible
    if visible != nil, node.effects.contains(where: { if case .clip = $0 { true } else { false } })
    {
      visible = visible?.intersection(node.frame)
    }
    if let visible, visible.isNull || visible.isEmpty { return }
    var attributes = AccessibilityAttributes()
    var actionTraits: AccessibilityTraits = []
    for effect in node.effects {
      switch effect {
      case .accessibility(let outer): attributes = attributes.merged(with: outer)
      case .action(.intent): actionTraits.insert(.isButton)
      case .action(.link): actionTraits.insert(.isLink)
      case .gesture(let handler) where handler.isButton: actionTraits.insert(.isButton)
      default: break
      }
    }
    if attributes.isHidden { return }
    if var own = node.drawing.flatMap({
      element(for: $0, frame: node.frame, proposal: node.placedProposal)
    }) {
      if let visible, !visible.intersects(node.frame) { return }
      apply(attributes, actionTraits, to: &own)
      elements.append(own)
      return
    }
    let start = elements.count
    for child in node.children { collect(child, visible: visible, into: &elements) }
    let labelled = attributes.label != nil || attributes.value != nil || !actionTraits.isEmpty
    let behavior = attributes.children ?? (labelled ? .combine : .contain)
    switch behavior {
    case .contain:
      guard !attributes.traits.isEmpty || attributes.hint != nil else { return }
      for index in start..<elements.count {
        elements[index].traits.formUnion(attributes.traits)
        if elements[index].hint == nil { elements[index].hint = attributes.hint }
      }
    case .combine, .ignore:
      let content = elements[start...]
      var combined = AccessibilityElement(label: "", frame: node.frame)
      if behavior == .combine {
        combined.label = content.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
        let values = content.compactMap(\.value)
        combined.value = values.isEmpty ? nil : values.joined(separator: ", ")
        combined.traits = content.reduce(into: []) { $0.formUnion($1.traits) }
      }
      elements.removeSubrange(start...)
      apply(attributes, actionTraits, to: &combined)
      if let visible, !visible.intersects(node.frame) { return }
      if combined.label.isEmpty, combined.value == nil, combined.traits.isEmpty { return }
      elements.append(combined)
    }
  }

  private static func apply(
    _ attributes: AccessibilityAttributes, _ actionTraits: AccessibilityTraits,
    to element: inout AccessibilityElement
  ) {
    if let label = attributes.label { element.label = label }
    if let value = attributes.value { element.value = value }
    if let hint = attributes.hint { element.hint = hint }
    if let identifier = attributes.identifier { element.identifier = identifier }
    element.traits.formUnion(attributes.traits)
    if !actionTraits.isEmpty {
      element.traits.subtract([.isStaticText, .isImage])
      element.traits.formUnion(actionTraits)
    }
  }

  private static func element(
    for drawing: NodeDrawing, frame: CGRect, proposal: ProposedViewSize
  ) -> AccessibilityElement? {
    switch drawing {
    case .text(let text):
      guard !text.isRedacted, !text.rule.request.string.isEmpty else { return nil }
      return AccessibilityElement(
        label: text.rule.request.string, traits: .isStaticText, frame: frame)
    case .image(let image):
      guard !image.isRedacted, let label = image.image.accessibilityLabel else { return nil }
      return AccessibilityElement(label: label, traits: .isImage, frame: frame)
    case .progress(let progress):
      let percent = Int((progress.fraction * 100).rounded())
      return AccessibilityElement(
        label: "Progress", value: "\(percent)%", traits: .updatesFrequently, frame: frame)
    case .shape:
      return nil
    }
  }
}
