/// Views made from each element of a collection, laid out by the parent as separate children.
///
/// As in SwiftUI, the content need not be a view: it is a view when `Content` is one, and
/// other builders (Charts' marks) make it their own content in an extension.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// A primitive has no body: layout (or the chart) handles it directly.
  public typealias Body = Never

  /// The elements.
  public var data: Data
  /// The view for an element.
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID

  /// Creates views from elements identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where Content: View {
    self.init(data, id: id, elementContent: content)
  }

  /// Creates content of any kind from elements identified by `id`: the initializer other
  /// content builders (Charts' `@ChartContentBuilder`) call.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    elementContent content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.identify = { $0[keyPath: id] }
  }
}

nonisolated extension ForEach: View, PrimitiveView where Content: View {
  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    nodes.reserveCapacity(data.count)
    guard context.graph != nil else {
      for element in data {
        nodes.append(contentsOf: context.nodes(for: content(element)))
      }
      return nodes
    }
    // In a Picker or a selectable List, each element's view is tagged with its id unless it
    // tags itself (SwiftUI's implicit ForEach tags).
    let tagsElements =
      context.environment.tagChoice != nil && !(Content.self is any ExplicitlyTagged.Type)
    for element in data {
      let id = identify(element)
      let inner = context.child(.element, id)
      if tagsElements {
        let tagged = TagModified(content: content(element), tag: AnyHashable(id))
        nodes.append(contentsOf: inner.nodes(for: ForEachElement(content: tagged)))
      } else {
        nodes.append(contentsOf: inner.nodes(for: ForEachElement(content: content(element))))
      }
    }
    return nodes
  }
}

/// One element's view, resolved in an app as a view of its own so that an element whose view
/// is the same as last frame gives back its layout nodes without being resolved again.
nonisolated struct ForEachElement<Content: View>: View, GraphTransparentView {
  let content: Content
  var body: Content { content }
}

/// A view the runtime tracks but does not count in body-evaluation statistics.
protocol GraphTransparentView {}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
  /// Creates views from identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates views from the integers of a range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
