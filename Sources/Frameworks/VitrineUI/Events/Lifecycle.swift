import Foundation

/// `onAppear`, `onDisappear` and `task`: actions run when the view's identity first appears
/// in a frame or goes away. Outside an app runtime nothing runs.
nonisolated struct LifecycleModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  /// Which modifier it is, so several on one view keep separate records.
  let slot: String
  var appear: [@MainActor () -> Void] = []
  var disappear: [@MainActor () -> Void] = []
  var tasks: [@MainActor () async -> Void] = []

  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = content(context)
    context.graph?.lifecycle(
      at: context.identity.child(.slot, slot), owner: context.owner, appear: appear,
      disappear: disappear, tasks: tasks)
    return nodes
  }
}

/// `task(id:)`: the task is started again when `id` changes.
nonisolated struct IdentifiedTaskModifier<ID: Equatable & Hashable>: ViewModifier, PrimitiveModifier
{
  typealias Body = Never

  let id: ID
  let task: @MainActor () async -> Void

  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = content(context)
    context.graph?.lifecycle(
      at: context.identity.child(.slot, "task").child(.explicit, id), owner: context.owner,
      appear: [], disappear: [], tasks: [task])
    return nodes
  }
}

nonisolated extension View {
  /// Runs `action` after the first frame the view is part of.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(slot: "appear", appear: action.map { [$0] } ?? []))
  }

  /// Runs `action` after the frame in which the view went away (its `if` branch switched,
  /// its id changed, its row was removed).
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(slot: "disappear", disappear: action.map { [$0] } ?? []))
  }

  /// Starts `action` when the view appears; the host runs started tasks when it settles
  /// (`ViewHost.runTasks()`).
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(slot: "task", tasks: [action]))
  }

  /// Starts `action` when the view appears and again whenever `id` changes.
  public func task<ID: Equatable & Hashable>(
    id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(IdentifiedTaskModifier(id: id, task: action))
  }
}
