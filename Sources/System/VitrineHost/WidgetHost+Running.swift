import Foundation
import VitrineWidgetCore

extension WidgetHost {
  /// Runs the host on its clock until the task is cancelled: reloads come due, entries change,
  /// and `WidgetCenter` requests are served within a second.
  public func run() async {
    while !Task.isCancelled {
      await processDueWork()
      let now = clock.now
      let wait = min(nextEventDate().map { $0.timeIntervalSince(now) } ?? 1, 1)
      try? await Task.sleep(for: .seconds(max(wait, 0.01)))
    }
  }

  /// Steps a manual clock from event to event until `end`, doing each event's work at its time.
  public func run(until end: Date, on manualClock: ManualClock) async {
    await processDueWork()
    // A cancelled run (a test past its time limit) stops stepping instead of running on.
    while !Task.isCancelled, let next = nextEventDate(), next <= end {
      manualClock.advance(to: next)
      await processDueWork()
    }
    manualClock.advance(to: end)
    await processDueWork()
  }

  /// The next moment the host has work: a scheduled reload or an entry becoming due.
  public func nextEventDate() -> Date? {
    let now = clock.now
    return states.values.flatMap { state in
      [state.scheduled?.date, state.nextEntryDate(after: now)].compactMap { $0 }
    }.min()
  }

  /// Does everything due at the clock's current time: app requests, reloads, entry changes.
  public func processDueWork() async {
    let requests = inbox.withLock { inbox in
      defer { inbox.removeAll() }
      return inbox
    }
    for request in requests {
      await reloadTimelines(ofKind: request.kind, fromActiveApp: request.fromActiveApp)
    }
    while !Task.isCancelled, let (id, due) = earliestDueReload() {
      states[id]?.scheduled = nil
      await reload(id, reason: due.reason)
    }
    for id in order where refreshShown(id) {
      log(.entry, id, nextReload: states[id]?.scheduled?.date)
    }
  }

  private func earliestDueReload() -> (String, ScheduledReload)? {
    let now = clock.now
    return order.compactMap { id in
      states[id]?.scheduled.flatMap { $0.date <= now ? (id, $0) : nil }
    }.min { $0.1.date < $1.1.date }
  }

  /// Takes a provider's answer (or its silence) and updates what the instance shows and when it
  /// reloads next.
  func apply(_ timeline: AnyTimeline?, to id: String, reason: ReloadReason, startedAt: Date) {
    let now = clock.now
    guard let timeline else {
      scheduleRetry(id, reason: reason, now: now, why: "the provider did not answer in time")
      return
    }
    switch TimelineValidation.validate(timeline) {
    case .rejected(let why):
      scheduleRetry(id, reason: reason, now: now, why: why)
    case .accepted(let timeline, let notes):
      for note in notes { log(.diagnostic, id, reason: reason, message: note) }
      let fingerprint = TimelineFindings.fingerprint(of: timeline)
      let findings = TimelineFindings.check(
        timeline, startedAt: startedAt, fingerprint: fingerprint,
        previous: states[id]?.fingerprint)
      states[id]?.fingerprint = fingerprint
      states[id]?.entries = timeline.entries
      states[id]?.policy = timeline.policy
      states[id]?.shownIndex = nil
      _ = refreshShown(id)
      // At least a millisecond later, so a policy in the past can never make the host spin.
      let earliest = max(startedAt, now).addingTimeInterval(
        max(configuration.minimumReloadInterval, 0.001))
      let next = TimelineValidation.reloadDate(for: timeline, earliest: earliest)
      let requested = TimelineValidation.reloadDate(for: timeline, earliest: .distantPast)
      states[id]?.scheduled = next.map { ScheduledReload(date: $0, reason: .policy) }
      log(
        .reload, id, reason: reason, entryCount: timeline.entries.count,
        policy: timeline.policy.description, nextReload: next, requestedReload: requested)
      for (finding, message) in findings {
        log(.warning, id, message: message, finding: finding)
      }
    }
  }

  private func scheduleRetry(_ id: String, reason: ReloadReason, now: Date, why: String) {
    let retry = now.addingTimeInterval(Self.retryDelay(configuration.retryInterval))
    states[id]?.scheduled = ScheduledReload(date: retry, reason: .retry)
    if states[id] != nil, states[id]?.shown == nil {
      // A new widget keeps showing its placeholder.
      states[id]?.shown = .placeholder
    }
    log(.diagnostic, id, reason: reason, nextReload: retry, message: "\(why); retrying later")
  }

  /// Brings what an instance shows up to the clock; returns whether it changed.
  func refreshShown(_ id: String) -> Bool {
    guard let state = states[id] else { return false }
    let index = TimelineValidation.entryIndex(in: state.entries, at: clock.now)
    if let index, index != state.shownIndex {
      let entry = state.entries[index]
      states[id]?.shownIndex = index
      states[id]?.shownEntry = entry
      let shown = ShownEntry(entry: entry)
      defer { states[id]?.shown = shown }
      return shown != state.shown
    }
    if state.shown == nil {
      // Nothing due yet and nothing shown before: the placeholder.
      states[id]?.shown = .placeholder
    }
    return false
  }
}

extension WidgetHost: WidgetCenterBackend {
  /// Queues an app's request; the host serves it at its next step.
  public nonisolated func reloadRequested(_ request: WidgetReloadRequest) {
    inbox.withLock { $0.append(request) }
  }

  /// The installed widgets and their configurations.
  public func currentConfigurations() async -> [WidgetInfo] {
    instances.map {
      WidgetInfo(id: $0.id, kind: $0.kind, family: $0.family, configuration: $0.configuration)
    }
  }
}
