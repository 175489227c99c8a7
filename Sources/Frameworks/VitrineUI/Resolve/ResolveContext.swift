/// What resolving a view into layout nodes needs: the environment, the axis of the stack the
/// view is a direct child of (for `Spacer` and `Divider`), and the text measurer.
@MainActor
struct ResolveContext {
  /// The environment the view is resolved in.
  var environment: EnvironmentValues {
    didSet { isRightToLeft = environment.layoutDirection == .rightToLeft }
  }
  /// Whether ``environment`` reads right to left, worked out when it changes: every primitive
  /// view's nodes are marked with it.
  private(set) var isRightToLeft: Bool
  /// The axis of the enclosing stack, when the view is one of its children.
  var stackAxis: Axis?
  /// Measures text for layout.
  let measurer: any TextMeasurer
  /// The app runtime's view graph; `nil` when a widget is laid out once.
  var graph: ViewGraph? = nil
  /// The identity of the view being resolved (tracked only with a graph).
  var identity: ViewIdentity = .root
  /// The custom view whose body is being resolved (with a graph).
  var owner: GraphNode? = nil

  /// A context for resolving views in `environment`, directly inside a stack along
  /// `stackAxis` if one is given.
  init(environment: EnvironmentValues, stackAxis: Axis?, measurer: any TextMeasurer) {
    self.environment = environment
    self.stackAxis = stackAxis
    self.measurer = measurer
    isRightToLeft = environment.layoutDirection == .rightToLeft
  }

  /// The nodes of `view`: a primitive makes them itself, any other view is its body's.
  func nodes<V: View>(for view: V) -> [LayoutNode] {
    if let primitive = PrimitiveTypes.view(V.self) {
      let nodes = primitive.makeNodes(of: view, in: self)
      // Modifiers that change the environment hand back nodes their content already marked.
      if nodes.contains(where: { $0.isRightToLeft == nil }) {
        for node in nodes { node.markDirection(rightToLeft: isRightToLeft) }
      }
      return nodes
    }
    if let graph { return graph.nodes(for: view, in: self) }
    let body = EnvironmentValues.$current.withValue(environment) { view.body }
    return nodes(for: body)
  }

  /// The nodes of `view` as one node: several are gathered into an implicit stack along `axis`,
  /// none gives `nil`.
  func singleNode<V: View>(for view: V, gatheringAlong axis: Axis = .vertical) -> LayoutNode? {
    var inner = self
    inner.stackAxis = nil
    let nodes = inner.nodes(for: view)
    if nodes.count <= 1 { return nodes.first }
    var stacked = self
    stacked.stackAxis = axis
    let children = stacked.nodes(for: view)
    return LayoutNode(
      rule: StackLayout(axis: axis, alignment: .fraction(0.5), spacing: nil), children: children)
  }

  /// This context for the children of a container that is not a stack.
  var outsideStack: ResolveContext {
    var copy = self
    copy.stackAxis = nil
    return copy
  }
}
