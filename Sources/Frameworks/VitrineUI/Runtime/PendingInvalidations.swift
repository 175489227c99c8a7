import Synchronization

/// A reference to a node for the callbacks that mark it dirty from outside the main actor: an
/// `ObservableObject`'s publisher and Observation's change handler, which run on whatever
/// thread changed the model.
///
/// Marking only records the node in its graph's ``PendingInvalidations``; the graph applies
/// them on the main actor, before it next decides whether a frame is needed (so a tap that
/// changes a model shows on the next frame), and from a task it schedules (so a host
/// waiting for ``ViewGraph/onInvalidate`` hears of a change made elsewhere).
final class NodeReference: Sendable {
  private nonisolated(unsafe) weak var reference: GraphNode?
  private let pending: PendingInvalidations

  @MainActor init(_ node: GraphNode) {
    reference = node
    pending = node.graph.pending
  }

  /// The node, unless it was discarded; read on the main actor only.
  @MainActor var node: GraphNode? { reference }

  /// Records that the node must be evaluated again.
  func markDirty() {
    guard pending.add(self) else { return }
    let pending = self.pending
    Task { @MainActor in pending.apply() }
  }
}

/// The nodes marked dirty through ``NodeReference`` and not yet applied to their graph.
final class PendingInvalidations: Sendable {
  private let references = Mutex<[NodeReference]>([])
  /// The graph the nodes are applied to; set once when the graph is made.
  private nonisolated(unsafe) weak var graph: ViewGraph?

  @MainActor init() {}

  @MainActor func attach(to graph: ViewGraph) { self.graph = graph }

  /// Adds `reference`; returns whether it is the first since they were last applied.
  func add(_ reference: NodeReference) -> Bool {
    references.withLock {
      $0.append(reference)
      return $0.count == 1
    }
  }

  /// Marks the recorded nodes dirty in the graph.
  @MainActor func apply() {
    let taken = references.withLock { taken in
      defer { taken.removeAll() }
      return taken
    }
    guard let graph else { return }
    for reference in taken {
      if let node = reference.node { graph.markDirty(node) }
    }
  }
}
