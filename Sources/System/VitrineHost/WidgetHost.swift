import Foundation
import Synchronization
import VitrineAppGroupStore
import VitrineWidgetCore

/// What the home screen does: runs widget instances, shows the right entry, and reloads
/// timelines by policy within each widget's budget.
///
/// The host is an actor. Drive it with ``run()`` on the system clock, or step it with
/// ``run(until:on:)`` on a ``ManualClock`` to simulate a day in milliseconds. Every reload,
/// deferral, entry change and diagnostic is appended to ``events``.
public actor WidgetHost {
  /// The widget kinds this host runs.
  public let registry: WidgetRegistry
  /// The rules it applies.
  public let configuration: HostConfiguration
  /// The clock it reads.
  public nonisolated let clock: any HostClock
  /// Everything that happened, oldest first.
  public private(set) var events: [HostEvent] = []

  let repository: InstanceRepository
  var states: [String: InstanceState] = [:]
  var order: [String] = []
  private var inFlight: Set<String> = []
  private var queued: [String: ReloadReason] = [:]
  private var eventHandler: (@Sendable (HostEvent) -> Void)?
  /// The options last fetched for each widget kind's parameters: what a person was shown.
  var shownOptions: [ShownOptionsKey: IntentOptions] = [:]
  /// How many times the host asked widgets for dynamic options.
  public internal(set) var optionsFetchCount = 0
  nonisolated let inbox = Mutex<[WidgetReloadRequest]>([])

  /// Creates a host for `widgets` whose instances live in `store`; instances stored by an
  /// earlier run are restored (call ``start()`` to load their timelines).
  public init(
    widgets: [WidgetDescriptor], store: AppGroupStore, clock: any HostClock = SystemClock(),
    configuration: HostConfiguration = HostConfiguration()
  ) throws {
    self.registry = WidgetRegistry(widgets)
    self.configuration = configuration
    self.clock = clock
    self.repository = InstanceRepository(store: store)
    var restored: [String: InstanceState] = [:]
    let stored = try repository.instances()
    for instance in stored {
      let budget =
        try repository.budget(for: instance.id)
        ?? RefreshBudget(limit: configuration.dailyBudget, window: configuration.budgetWindow)
      restored[instance.id] = InstanceState(instance: instance, budget: budget)
    }
    states = restored
    order = stored.map(\.id)
  }

  /// Calls `handler` with every event as it is logged (for printing a live log).
  public func onEvent(_ handler: @escaping @Sendable (HostEvent) -> Void) {
    eventHandler = handler
  }

  /// Loads the timelines of every restored instance.
  public func start() async {
    for id in order where states[id]?.shown == nil {
      await reload(id, reason: .added)
    }
  }

  // MARK: Instances

  /// The instances, in the order they were added.
  public var instances: [WidgetInstance] { order.compactMap { states[$0]?.instance } }

  /// Places a widget of `kind` and loads its first timeline.
  @discardableResult
  public func add(
    kind: String, family: WidgetFamily, device: WidgetDevice = .standard,
    configuration values: IntentValues = [:]
  ) async throws -> WidgetInstance {
    let widget = try descriptor(of: kind)
    guard widget.supportedFamilies.contains(family) else {
      throw WidgetHostError.unsupportedFamily(
        kind: kind, family: family, supported: widget.supportedFamilies)
    }
    try await validate(values, for: widget)
    let instance = WidgetInstance(
      id: try repository.makeID(), kind: kind, family: family, deviceID: device.id,
      configuration: values)
    try repository.save(instance)
    states[instance.id] = InstanceState(instance: instance, budget: newBudget())
    order.append(instance.id)
    await reload(instance.id, reason: .added)
    return instance
  }

  /// Removes an instance and forgets its budget.
  public func remove(_ id: String) throws {
    guard states.removeValue(forKey: id) != nil else { throw WidgetHostError.unknownInstance(id) }
    order.removeAll { $0 == id }
    try repository.remove(id)
  }

  /// Changes some configuration values of an instance, then reloads it (without budget).
  public func configure(_ id: String, values: IntentValues) async throws {
    guard var instance = states[id]?.instance else { throw WidgetHostError.unknownInstance(id) }
    let widget = try descriptor(of: instance.kind)
    guard widget.intent != nil else { throw WidgetHostError.notConfigurable(kind: instance.kind) }
    let merged = instance.configuration.merging(values) { $1 }
    try await validate(merged, for: widget)
    instance.configuration = merged
    try repository.save(instance)
    states[id]?.instance = instance
    await reload(id, reason: .configuration)
  }

  /// The entry an instance shows now, or its placeholder entry.
  public func currentEntry(of id: String) throws -> any TimelineEntry {
    guard let state = states[id] else { throw WidgetHostError.unknownInstance(id) }
    return try state.shownEntry ?? placeholderEntry(of: id)
  }

  /// What an instance shows now, for the event log's vocabulary.
  public func shown(_ id: String) -> ShownEntry? { states[id]?.shown }

  /// The timeline an instance runs: its entries in date order and its policy; `nil` before the
  /// provider first answered.
  public func currentTimeline(
    of id: String
  ) -> (entries: [ShownEntry], policy: TimelineReloadPolicy)? {
    guard let state = states[id], let policy = state.policy else { return nil }
    return (state.entries.map { ShownEntry(entry: $0) }, policy)
  }

  /// When an instance will reload next on the host's own initiative.
  public func nextReload(of id: String) -> Date? { states[id]?.scheduled?.date }

  /// The counted reloads of an instance in the last 24 hours.
  public func budgetUsed(by id: String) -> Int? { states[id]?.budget.used(at: clock.now) }

  // MARK: Reloading

  /// Asks the provider of instance `id` for a timeline now, within the budget rules of `reason`.
  public func reload(_ id: String, reason: ReloadReason) async {
    guard let state = states[id] else { return }
    if inFlight.contains(id) {
      // One reload at a time per widget; the latest request runs when this one ends.
      queued[id] = reason
      return
    }
    let now = clock.now
    if reason.countsAgainstBudget && !state.budget.allows(at: now) {
      deferByBudget(id, reason: reason, budget: state.budget, now: now)
      return
    }
    guard let widget = registry[state.instance.kind] else {
      log(.diagnostic, id, message: "widget kind '\(state.instance.kind)' is not registered")
      return
    }
    inFlight.insert(id)
    if reason.countsAgainstBudget {
      states[id]?.budget.record(now)
      saveBudget(of: id)
    }
    let context = context(for: state.instance)
    let values = state.instance.configuration
    let timeline = await ProviderCall.firstResult(timeout: configuration.providerTimeout) {
      widget.provider.timeline(values, context, $0)
    }
    inFlight.remove(id)
    if states[id] != nil {
      apply(timeline, to: id, reason: reason, startedAt: now)
    }
    if let next = queued.removeValue(forKey: id) {
      await reload(id, reason: next)
    }
  }

  /// Reloads every instance of `kind` (all kinds when `nil`), as `WidgetCenter` asks.
  public func reloadTimelines(ofKind kind: String?, fromActiveApp: Bool) async {
    let reason: ReloadReason = fromActiveApp ? .app : .appBackground
    for id in order where kind == nil || states[id]?.instance.kind == kind {
      await reload(id, reason: reason)
    }
  }

  /// Performs an app intent on behalf of instance `id` (a tapped button), then reloads every
  /// instance of its kind without spending budget.
  public func perform(_ intent: any AppIntent, from id: String) async throws {
    guard let kind = states[id]?.instance.kind else { throw WidgetHostError.unknownInstance(id) }
    let title = type(of: intent).title.key
    do {
      _ = try await intent.perform()
      log(.intent, id, message: "performed \(title)")
    } catch {
      log(.diagnostic, id, message: "intent \(title) failed: \(error)")
    }
    for other in order where states[other]?.instance.kind == kind {
      await reload(other, reason: .intent)
    }
  }

  // MARK: Helpers

  func descriptor(of kind: String) throws -> WidgetDescriptor {
    guard let widget = registry[kind] else {
      throw WidgetHostError.unknownKind(kind, known: registry.kinds)
    }
    return widget
  }

  func context(for instance: WidgetInstance, isPreview: Bool = false) -> TimelineProviderContext {
    TimelineProviderContext(
      family: instance.family, device: instance.device, isPreview: isPreview, now: clock.now)
  }

  private func newBudget() -> RefreshBudget {
    RefreshBudget(limit: configuration.dailyBudget, window: configuration.budgetWindow)
  }

  private func saveBudget(of id: String) {
    guard let budget = states[id]?.budget else { return }
    do {
      try repository.saveBudget(budget, for: id)
    } catch {
      log(.diagnostic, id, message: "could not save the budget: \(error)")
    }
  }

  func log(
    _ kind: HostEvent.Kind, _ id: String, reason: ReloadReason? = nil, entryCount: Int? = nil,
    policy: String? = nil, nextReload: Date? = nil, requestedReload: Date? = nil,
    message: String? = nil, finding: HostFinding? = nil
  ) {
    let state = states[id]
    let event = HostEvent(
      time: clock.now, kind: kind, instanceID: id, widgetKind: state?.instance.kind ?? "?",
      reason: reason, entryCount: entryCount, policy: policy, shown: state?.shown,
      nextReload: nextReload, requestedReload: requestedReload,
      budgetUsed: state?.budget.used(at: clock.now), message: message, finding: finding)
    events.append(event)
    eventHandler?(event)
  }
}
