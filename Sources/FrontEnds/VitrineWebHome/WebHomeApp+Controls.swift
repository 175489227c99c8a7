import Foundation
import VitrineHTTPServer
import VitrineHomeScreen
import VitrineHost
import VitrineWidgetCore

extension WebHomeApp {
  // MARK: Edit Widget

  /// The Edit Widget sheet of an instance: each parameter of its intent with its value and,
  /// for parameters with options, the options in their sections, named in `language`
  /// (``PageWords``).
  func parameters(of id: String, language: String = "en") async throws -> [ParameterState] {
    guard let instance = await session.host.instances.first(where: { $0.id == id }) else {
      throw RequestError(404, "no widget '\(id.prefix(40))'")
    }
    let widget = try session.widget(kind: instance.kind)
    guard let intent = widget.intent else {
      throw RequestError(400, "\(widget.displayName) has nothing to configure")
    }
    var states: [ParameterState] = []
    for parameter in intent.parameters {
      let options = try await parameterOptions(
        session: session, kind: instance.kind, parameter: parameter)
      states.append(
        ParameterState(
          key: parameter.key,
          title: words.word(
            "parameter.\(instance.kind).\(parameter.key)", in: language, or: parameter.title),
          description: parameter.description,
          typeName: parameter.typeName, value: instance.configuration[parameter.key],
          defaultValue: parameter.defaultValue,
          sections: options?.sections.map { section in
            ParameterState.Section(
              title: section.title.map { words.word("section.\($0)", in: language, or: $0) },
              items: sorted(
                section.items.map {
                  ParameterState.Option(
                    identifier: $0.identifier,
                    title: words.option($0.identifier, title: $0.title, in: language),
                    subtitle: $0.subtitle)
                }, renamed: language != "en"))
          }))
    }
    return states
  }

  /// Options named anew in another language, in that language's alphabetical order (as the
  /// English list is in English order); others as given.
  private func sorted(_ options: [ParameterState.Option], renamed: Bool) -> [ParameterState.Option]
  {
    guard renamed else { return options }
    return options.sorted {
      $0.title.compare($1.title, options: [.caseInsensitive], locale: Locale(identifier: "ru_RU"))
        == .orderedAscending
    }
  }

  /// Saves the sheet's values (the host validates them and reloads the widget at no cost).
  func configure(_ id: String, _ request: ConfigureRequest) async throws -> HTTPResponse {
    guard request.values.count <= 32,
      request.values.allSatisfy({ $0.key.utf8.count <= 100 && $0.value.utf8.count <= 1000 })
    else { throw RequestError(400, "at most 32 values, keys of 100 and values of 1000 bytes") }
    try await queue.run {
      guard await self.session.host.instances.contains(where: { $0.id == id }) else {
        throw RequestError(404, "no widget '\(id.prefix(40))'")
      }
      try await self.session.host.configure(id, values: request.values)
      await self.clock.tick()
    }
    return .encoded(["configured": id])
  }

  // MARK: Time

  /// Switches the clock's mode, advances it or sets it back to real time: `{"action": "system" |
  /// "manual" | "real-time" | "advance" | "next-reload", "seconds": N}` (an advance of at most
  /// 7 days).
  func changeClock(_ request: ClockRequest) async throws -> HTTPResponse {
    try await queue.run {
      switch request.action {
      case "system": self.clock.setMode(.system)
      case "manual": self.clock.setMode(.manual)
      case "real-time": await self.clock.backToRealTime()
      case "advance":
        guard let seconds = request.seconds, seconds.isFinite, (0...604_800).contains(seconds)
        else { throw RequestError(400, "seconds must be a number from 0 to 604800 (7 days)") }
        await self.clock.advance(by: seconds)
      case "next-reload":
        guard await self.clock.advanceToNextReload() != nil else {
          throw RequestError(409, "no widget has a reload scheduled")
        }
      default:
        throw RequestError(
          400, "action must be system, manual, real-time, advance or next-reload")
      }
    }
    let state = clock.state
    feed.publish("clock", jsonText(state))
    return .encoded(state)
  }

  // MARK: The log and the stream

  /// The host's last 200 events, oldest first, and the feed's position to stream from:
  /// `{"sequence": N, "events": [...]}`.
  func recentLog() -> HTTPResponse {
    let (sequence, updates) = feed.snapshot(of: "event")
    let events = updates.suffix(200).map(\.json).joined(separator: ",")
    return .json(Data(#"{"events":[\#(events)],"sequence":\#(sequence)}"#.utf8))
  }

  /// The Server-Sent Events stream: the updates after the browser's `Last-Event-ID` (or
  /// `?after=`), waiting up to ``streamWait`` for one. Each response ends after what was ready;
  /// `EventSource` reconnects at once and names the last update it saw, so nothing is missed.
  func stream(_ request: HTTPRequest) async -> HTTPResponse {
    let text = request.headers["last-event-id"] ?? request.query["after"] ?? ""
    let after = Int(text.prefix(20)) ?? feed.lastSequence
    let updates = await feed.updates(after: after, timeout: streamWait)
    return HTTPResponse(
      status: 200, headers: ["Content-Type": "text/event-stream; charset=utf-8"],
      body: Data(UpdateFeed.eventStream(updates, retryMilliseconds: 100).utf8))
  }
}

/// The options the Edit Widget sheet offers for `parameter` of widget `kind`.
///
/// Asked through the host, which fetches them now (or the widget's fallback when that fails)
/// and remembers them as what the person was shown, so saving checks against this list.
func parameterOptions(
  session: HomeSession, kind: String, parameter: IntentDescriptor.ParameterInfo
) async throws -> IntentOptions? {
  try await session.host.options(kind: kind, parameter: parameter.key)
}

extension LogLine {
  init(_ event: HostEvent) {
    self.init(
      time: event.time.timeIntervalSince1970 * 1000, kind: event.kind.rawValue,
      instance: event.instanceID, widget: event.widgetKind, reason: event.reason?.rawValue,
      budgetUsed: event.budgetUsed,
      nextReload: event.nextReload.map { $0.timeIntervalSince1970 * 1000 },
      shown: event.shown?.summary, message: event.message)
  }
}
