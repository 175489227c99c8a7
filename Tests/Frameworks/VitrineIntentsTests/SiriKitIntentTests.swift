import Foundation
import Synchronization
import Testing
import VitrineIntents
import VitrineWidgetCore

/// A custom type and intent written as the generator writes them.
final class RegionParam: INObject, @unchecked Sendable {
  var code: String?
}

final class PickRegionIntent: INIntent, @unchecked Sendable {
  var region: RegionParam?
  var count: Int?

  required init() { super.init() }

  override class var intentTitle: String { "Pick Region" }

  override class var intentParameters: [INIntentParameter] {
    [
      INIntentParameter(
        key: "region", title: "Region", typeName: "a RegionParam identifier",
        accepts: { !$0.isEmpty },
        optionsSource: { handler in
          guard let handler = handler as? any PickRegionIntentHandling else { return nil }
          let box = INHandlerBox(handler)
          return INObjectOptions.source(
            parameter: "region", intent: PickRegionIntent.self, timeout: 0.2,
            provide: { intent, completion in
              box.handler.provideRegionOptionsCollection(for: intent, with: completion)
            },
            fallback: { intent -> RegionParam? in box.handler.defaultRegion(for: intent) })
        }),
      INIntentParameter(
        key: "count", title: "Count", defaultValue: "3", typeName: "an integer",
        accepts: { Int($0) != nil }),
    ]
  }

  override func intentValue(forParameter key: String) -> String? {
    switch key {
    case "region": return region?.storedText
    case "count": return count.map { String($0) }
    default: return nil
    }
  }

  override func setIntentValue(_ text: String, forParameter key: String) -> Bool {
    switch key {
    case "region":
      region = RegionParam(identifier: text, display: text)
      return true
    case "count":
      guard let value = Int(text) else { return false }
      count = value
      return true
    default: return false
    }
  }
}

protocol PickRegionIntentHandling: AnyObject {
  func provideRegionOptionsCollection(
    for intent: PickRegionIntent,
    with completion: @escaping @Sendable (INObjectCollection<RegionParam>?, (any Error)?) -> Void)
  func defaultRegion(for intent: PickRegionIntent) -> RegionParam?
}

/// A handler that answers as `behaviour` says.
final class RegionHandler: INExtension, PickRegionIntentHandling, @unchecked Sendable {
  enum Behaviour { case sections, twice, failure, silence }
  let behaviour: Behaviour

  init(_ behaviour: Behaviour) {
    self.behaviour = behaviour
    super.init()
  }

  override func handler(for intent: INIntent) -> Any? { self }

  static func region(_ code: String, _ name: String) -> RegionParam {
    let region = RegionParam(identifier: code, display: name, subtitle: "code \(code)")
    region.code = code
    return region
  }

  func provideRegionOptionsCollection(
    for intent: PickRegionIntent,
    with completion: @escaping @Sendable (INObjectCollection<RegionParam>?, (any Error)?) -> Void
  ) {
    let world = INObjectSection(title: "World", items: [Self.region("W", "World")])
    let europe = INObjectSection(
      title: "Europe", items: [Self.region("FR", "France"), Self.region("DE", "Germany")])
    switch behaviour {
    case .sections: completion(INObjectCollection(sections: [world, europe]), nil)
    case .twice:
      completion(INObjectCollection(items: [Self.region("FR", "France")]), nil)
      completion(INObjectCollection(sections: [world, europe]), nil)
    case .failure: completion(nil, CocoaError(.featureUnsupported))
    case .silence: break
    }
  }

  func defaultRegion(for intent: PickRegionIntent) -> RegionParam? { Self.region("W", "World") }
}

private struct Entry: TimelineEntry {
  let date: Date
  let region: String?
}

private struct Provider: IntentTimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: context.now, region: nil) }
  func getSnapshot(
    for configuration: PickRegionIntent, in context: Context,
    completion: @escaping @Sendable (Entry) -> Void
  ) {
    completion(Entry(date: context.now, region: configuration.region?.identifier))
  }
  func getTimeline(
    for configuration: PickRegionIntent, in context: Context,
    completion: @escaping @Sendable (Timeline<Entry>) -> Void
  ) {
    completion(
      Timeline(
        entries: [Entry(date: context.now, region: configuration.region?.identifier)],
        policy: .never))
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct SiriKitIntentTests {
  func widget(_ handler: RegionHandler?) -> WidgetDescriptor {
    let widget = IntentConfiguration(
      kind: "regions", intent: PickRegionIntent.self, provider: Provider()
    ) { $0.region ?? "none" }.descriptor
    return handler.map { widget.handlingIntents(PickRegionIntent.self, with: $0) } ?? widget
  }

  func options(_ widget: WidgetDescriptor) async throws -> IntentOptions? {
    try await widget.intent?.parameters.first { $0.key == "region" }?.options()
  }

  @Test func theHandlersSectionsBecomeOptions() async throws {
    let options = try #require(try await options(widget(RegionHandler(.sections))))
    #expect(options.sections.map(\.title) == ["World", "Europe"])
    #expect(options.allItems.map(\.identifier) == ["W", "FR", "DE"])
    #expect(options.allItems.map(\.title) == ["World", "France", "Germany"])
    #expect(options.allItems[1].subtitle == "code FR")
  }

  @Test func aSecondCompletionIsNotHeard() async throws {
    let options = try #require(try await options(widget(RegionHandler(.twice))))
    #expect(options.allItems.map(\.identifier) == ["FR"])
  }

  @Test func failureAndSilenceFallBackToTheDefault() async throws {
    for behaviour in [RegionHandler.Behaviour.failure, .silence] {
      let options = try #require(try await options(widget(RegionHandler(behaviour))))
      #expect(options.sections.count == 1)
      #expect(options.allItems.map(\.identifier) == ["W"])
    }
  }

  @Test func withoutAnExtensionTheOptionsSaySo() async throws {
    let parameter = try #require(widget(nil).intent?.parameters.first { $0.key == "region" })
    #expect(parameter.hasDynamicOptions)
    await #expect(throws: INIntentError.noIntentsExtension(intent: "PickRegionIntent")) {
      try await parameter.options()
    }
  }

  @Test func storedTextRebuildsTheIntent() throws {
    let intent = PickRegionIntent.make(values: ["region": "FR", "count": "7"])
    #expect(intent.region?.identifier == "FR")
    #expect(intent.count == 7)
    #expect(intent.parameterValues == ["region": "FR", "count": "7"])
    #expect(PickRegionIntent.make(values: ["count": "many"]).count == nil)
    let descriptor = PickRegionIntent.descriptor
    #expect(descriptor.title == "Pick Region")
    #expect(descriptor.parameters.map(\.key) == ["region", "count"])
    #expect(descriptor.parameters[1].defaultValue == "3")
    #expect(throws: IntentConfigurationError.self) {
      try descriptor.validate(["count": "many"], against: [:])
    }
  }

  @Test func theProviderGetsTheConfiguredIntent() async {
    let widget = widget(RegionHandler(.sections))
    let context = TimelineProviderContext(family: .systemSmall)
    let timeline = await withCheckedContinuation { continuation in
      widget.provider.timeline(["region": "DE"], context) { continuation.resume(returning: $0) }
    }
    #expect((timeline.entries.first as? Entry)?.region == "DE")
    #expect(widget.content(timeline.entries[0]) as? String == "DE")
  }
}
