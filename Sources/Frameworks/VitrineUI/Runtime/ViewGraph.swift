import Foundation
import Observation

/// The app runtime's view graph: one ``GraphNode`` per custom view identity, the state they
/// own, and which of them must be evaluated again.
///
/// Resolving a custom view with a graph attached goes through ``nodes(for:in:)``:
/// - a view that is not dirty, whose inputs and environment are the same as last time and
///   with nothing dirty below, gives its cached layout nodes without reading its body;
/// - one with a dirty view below resolves its cached body again (its body is not read, the
///   views in it are visited to reach the dirty one);
/// - otherwise its dynamic properties are installed and its body is evaluated.
@MainActor
final class ViewGraph {
  private(set) var nodes: [ViewIdentity: GraphNode] = [:]
  /// The frame being resolved.
  private(set) var frame = 0
  /// The view whose body (or the closures inside it) is being evaluated: state read now is
  /// read by it.
  var currentReader: GraphNode?
  /// Whether some view is dirty.
  private var hasDirtyViews = false
  /// Views marked dirty by callbacks that may run off the main actor, applied before the
  /// graph is asked whether it needs a frame.
  let pending = PendingInvalidations()

  init() { pending.attach(to: self) }

  /// Whether some view is dirty, changes recorded off the main actor included.
  var needsUpdate: Bool {
    pending.apply()
    return hasDirtyViews
  }
  /// How many times each view type's body has been evaluated.
  private(set) var bodyEvaluations: [String: Int] = [:]
  /// Actions to run after the frame: appear actions of new views, disappear actions of views
  /// that went away.
  private var pendingActions: [@MainActor () -> Void] = []
  /// Tasks started by `task` modifiers, to be awaited by the host.
  var pendingTasks: [(record: LifecycleRecord, task: @MainActor () async -> Void)] = []
  /// Called when a view becomes dirty, so a host can schedule a frame.
  var onInvalidate: (@MainActor () -> Void)?

  /// Marks `node` dirty; the next frame evaluates its body again.
  func markDirty(_ node: GraphNode) {
    guard nodes[node.identity] === node else { return }
    node.isDirty = true
    node.propagateDirtiness()
    if !hasDirtyViews {
      hasDirtyViews = true
      onInvalidate?()
    }
  }

  /// Starts a frame.
  func beginFrame() {
    frame += 1
    hasDirtyViews = false
  }

  /// Ends a frame: views not reached in it are discarded (their disappear actions queued),
  /// and the queued actions are returned to be run.
  func endFrame() -> [@MainActor () -> Void] {
    var actions = pendingActions
    pendingActions = []
    var gone: [GraphNode] = []
    for node in nodes.values where node.lastSeenFrame != frame { gone.append(node) }
    for node in gone {
      nodes[node.identity] = nil
      node.parent?.children[node.identity] = nil
    }
    for node in gone where node.lastSeenFrame >= 0 {
      var disappearing: [@MainActor () -> Void] = []
      node.discard(into: &disappearing)
      actions.append(contentsOf: disappearing)
    }
    for node in nodes.values {
      for (identity, record) in node.lifecycle where record.lastSeenFrame != frame {
        record.isActive = false
        actions.append(contentsOf: record.disappearActions)
        node.lifecycle[identity] = nil
      }
    }
    return actions
  }

  /// The layout nodes of the custom view `view` resolved in `context`.
  func nodes<V: View>(for view: V, in context: ResolveContext) -> [LayoutNode] {
    let identity = context.identity.child(.type, ObjectIdentifier(V.self))
    let node: GraphNode
    if let existing = nodes[identity] {
      node = existing
    } else {
      node = GraphNode(
        identity: identity, graph: self, parent: context.owner, typeName: "\(V.self)")
      nodes[identity] = node
      context.owner?.children[identity] = node
    }
    if node.lastSeenFrame == frame {
      // A second view with the same identity in one frame (duplicate ForEach ids): its body is
      // evaluated again and resolved below an identity of its own, so it gets layout nodes
      // (and views inside it get state) of its own.
      var inner = context
      inner.identity = identity.child(.slot, "duplicate")
      inner.owner = node
      let body = evaluateBody(of: view, node: node, environment: context.environment)
      let previousReader = currentReader
      currentReader = node
      defer { currentReader = previousReader }
      return inner.nodes(for: body)
    }
    let sameInputs =
      !node.isDirty && node.stackAxis == context.stackAxis
      && node.view.map { InputComparison.matches($0, view) } == true
      && node.environment.map {
        InputComparison.environmentsMatch($0, context.environment)
      } == true
    if sameInputs, !node.hasDirtyDescendant, let output = node.output {
      node.markSeen(frame)
      for (layoutNode, state) in zip(output, node.outputState) {
        layoutNode.effects = state.effects
        layoutNode.layoutPriority = state.priority
      }
      return output
    }
    node.lastSeenFrame = frame
    var inner = context
    inner.identity = identity
    inner.owner = node
    let body: V.Body
    if sameInputs, let cached = node.body as? V.Body {
      body = cached
    } else {
      body = evaluateBody(of: view, node: node, environment: context.environment)
      node.view = view
      node.environment = context.environment
      node.stackAxis = context.stackAxis
      node.body = body
    }
    node.isDirty = false
    node.hasDirtyDescendant = false
    let previousReader = currentReader
    currentReader = node
    let output = inner.nodes(for: body)
    currentReader = previousReader
    node.output = output
    node.outputState = output.map { ($0.effects, $0.layoutPriority) }
    return output
  }

  /// Installs the view's dynamic properties and reads its body, recording what it reads.
  private func evaluateBody<V: View>(
    of view: V, node: GraphNode, environment: EnvironmentValues
  ) -> V.Body {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      if let property = child.value as? any RuntimeProperty {
        property.install(in: node, index: index, environment: environment)
      }
    }
    if !(view is any GraphTransparentView) { bodyEvaluations[node.typeName, default: 0] += 1 }
    let previousReader = currentReader
    currentReader = node
    defer { currentReader = previousReader }
    let reference = NodeReference(node)
    return withObservationTracking {
      EnvironmentValues.$current.withValue(environment) { view.body }
    } onChange: {
      reference.markDirty()
    }
  }

  /// Queues `action` to run after the frame (`onChange`'s actions).
  func enqueue(_ action: @escaping @MainActor () -> Void) {
    pendingActions.append(action)
  }

  /// The lifecycle record of the modifier at `identity` in `owner`'s body; a new record
  /// queues its appear actions.
  func lifecycle(
    at identity: ViewIdentity, owner: GraphNode?, appear: [@MainActor () -> Void],
    disappear: [@MainActor () -> Void], tasks: [@MainActor () async -> Void]
  ) {
    let owner = owner ?? rootOwner
    let record: LifecycleRecord
    if let existing = owner.lifecycle[identity] {
      record = existing
    } else {
      record = LifecycleRecord()
      owner.lifecycle[identity] = record
      pendingActions.append(contentsOf: appear)
      pendingTasks.append(contentsOf: tasks.map { (record, $0) })
    }
    record.lastSeenFrame = frame
    record.disappearActions = disappear
  }

  /// Runtime state of a primitive at `identity`, made by `make` the first time.
  func attachment<Object: AnyObject>(
    at identity: ViewIdentity, owner: GraphNode?, make: () -> Object
  ) -> Object {
    let owner = owner ?? rootOwner
    if let existing = owner.attachments[identity] as? Object { return existing }
    let made = make()
    owner.attachments[identity] = made
    return made
  }

  /// The owner of what lies outside every custom view.
  lazy var rootOwner: GraphNode = {
    let node = GraphNode(identity: .root, graph: self, parent: nil, typeName: "root")
    nodes[.root] = node
    return node
  }()

  /// Marks the root owner as part of the current frame (it is never discarded).
  func keepRoot() {
    rootOwner.lastSeenFrame = frame
  }

  /// Forgets every cached body and layout node (state is kept): the next frame evaluates every
  /// body and lays everything out afresh.
  func invalidateAll() {
    for node in nodes.values {
      node.isDirty = true
      node.output = nil
      node.body = nil
      node.view = nil
    }
    hasDirtyViews = true
  }

  /// Resets the body evaluation counts.
  func resetStatistics() { bodyEvaluations = [:] }
}
