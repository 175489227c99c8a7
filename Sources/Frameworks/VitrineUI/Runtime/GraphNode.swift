import Foundation

/// The runtime's record of one custom view at one identity: its state, what it last
/// received and produced, and whether it must be evaluated again.
@MainActor
final class GraphNode {
  /// The view's identity.
  let identity: ViewIdentity
  /// The graph the node belongs to.
  unowned let graph: ViewGraph
  /// The nearest custom view above, which resolved this one.
  private(set) weak var parent: GraphNode?
  /// Custom views resolved by this one's body.
  var children: [ViewIdentity: GraphNode] = [:]
  /// The view's type, for statistics.
  let typeName: String

  /// Whether state the body read has changed since the body was last evaluated.
  var isDirty = false
  /// Whether a view below is dirty, so the cached output cannot be reused as is.
  var hasDirtyDescendant = false
  /// The last frame the view was part of.
  var lastSeenFrame = -1

  /// The view value the body was last evaluated from.
  var view: Any?
  /// The environment it was evaluated in.
  var environment: EnvironmentValues?
  /// The axis of the stack it was a child of.
  var stackAxis: Axis?
  /// The body the view last returned.
  var body: Any?
  /// The layout nodes the view last resolved to, with each node's own effects and priority
  /// as they were before the parent's modifiers changed them.
  var output: [LayoutNode]?
  var outputState: [(effects: [NodeEffect], priority: Double)] = []

  /// `@State` locations and `@StateObject` objects, by field index.
  var storage: [Int: AnyObject] = [:]
  /// Runtime state of primitives in the body (scroll offsets, navigation paths, tab choices),
  /// by their identity.
  var attachments: [ViewIdentity: AnyObject] = [:]
  /// `onAppear`/`onDisappear`/`task` modifiers in the body, by identity.
  var lifecycle: [ViewIdentity: LifecycleRecord] = [:]
  /// The publishers this view is subscribed to.
  private var observed: [ObjectIdentifier: ObservableObjectPublisher] = [:]

  init(identity: ViewIdentity, graph: ViewGraph, parent: GraphNode?, typeName: String) {
    self.identity = identity
    self.graph = graph
    self.parent = parent
    self.typeName = typeName
  }

  /// Marks this view dirty when `publisher` sends.
  func observe(_ publisher: ObservableObjectPublisher) {
    let key = ObjectIdentifier(publisher)
    guard observed[key] == nil else { return }
    observed[key] = publisher
    let box = NodeReference(self)
    publisher.subscribe(ObjectIdentifier(self)) { box.markDirty() }
  }

  /// Marks the ancestors as having a dirty descendant.
  func propagateDirtiness() {
    var ancestor = parent
    while let node = ancestor, !node.hasDirtyDescendant {
      node.hasDirtyDescendant = true
      ancestor = node.parent
    }
  }

  /// Marks this node and everything below as part of `frame`.
  func markSeen(_ frame: Int) {
    lastSeenFrame = frame
    for record in lifecycle.values { record.lastSeenFrame = frame }
    for child in children.values { child.markSeen(frame) }
  }

  /// Keeps the view and every view below it through `frame` without reaching them, as a hidden
  /// tab's views are kept: their state survives, while their appear records are not renewed, so
  /// the frame's end runs their disappear actions.
  func keepAlive(_ frame: Int) {
    lastSeenFrame = frame
    for child in children.values { child.keepAlive(frame) }
  }

  /// Marks the view and every view below it for evaluation, so a subtree shown again after being
  /// kept hidden reads its bodies afresh and its appear actions run again.
  func markSubtreeDirty() {
    isDirty = true
    for child in children.values { child.markSubtreeDirty() }
  }

  /// Forgets the view: unsubscribes, runs the disappear actions below, drops state.
  func discard(into disappearing: inout [@MainActor () -> Void]) {
    for child in children.values { child.discard(into: &disappearing) }
    children.removeAll()
    for record in lifecycle.values {
      record.isActive = false
      disappearing.append(contentsOf: record.disappearActions)
    }
    lifecycle.removeAll()
    for publisher in observed.values { publisher.unsubscribe(ObjectIdentifier(self)) }
    observed.removeAll()
    storage.removeAll()
    attachments.removeAll()
    output = nil
  }
}

/// The `onAppear`, `onDisappear` and `task` actions of one modifier position.
final class LifecycleRecord {
  var lastSeenFrame = -1
  /// False once the view went away: its tasks that have not started are not started.
  var isActive = true
  var appearActions: [@MainActor () -> Void] = []
  var disappearActions: [@MainActor () -> Void] = []
  var tasks: [@MainActor () async -> Void] = []
}
