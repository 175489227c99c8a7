// Two widgets configured the iOS 14 way, through a SiriKit intent from Widget.intentdefinition,
// written as an Xcode widget extension has them. The generated intent code must not collide
// with this file's name (the plugin writes Widget.intentdefinition.swift).
import Intents
import SwiftUI
import WidgetKit

struct HeroEntry: TimelineEntry {
  let date: Date
  let name: String
}

struct HeroProvider: IntentTimelineProvider {
  func placeholder(in context: Context) -> HeroEntry {
    HeroEntry(date: Date(), name: "Nobody yet")
  }

  func getSnapshot(
    for configuration: SelectHeroIntent, in context: Context,
    completion: @escaping (HeroEntry) -> Void
  ) {
    completion(HeroEntry(date: Date(), name: configuration.hero?.displayString ?? "Nobody yet"))
  }

  func getTimeline(
    for configuration: SelectHeroIntent, in context: Context,
    completion: @escaping (Timeline<HeroEntry>) -> Void
  ) {
    let entry = HeroEntry(date: Date(), name: configuration.hero?.displayString ?? "Nobody yet")
    completion(Timeline(entries: [entry], policy: .never))
  }
}

struct PlanetProvider: IntentTimelineProvider {
  func placeholder(in context: Context) -> HeroEntry {
    HeroEntry(date: Date(), name: "No planet")
  }

  func getSnapshot(
    for configuration: SelectPlanetIntent, in context: Context,
    completion: @escaping (HeroEntry) -> Void
  ) {
    completion(HeroEntry(date: Date(), name: configuration.planet?.displayString ?? "No planet"))
  }

  func getTimeline(
    for configuration: SelectPlanetIntent, in context: Context,
    completion: @escaping (Timeline<HeroEntry>) -> Void
  ) {
    let entry = HeroEntry(date: Date(), name: configuration.planet?.displayString ?? "No planet")
    completion(Timeline(entries: [entry], policy: .never))
  }
}

struct NameView: View {
  let entry: HeroEntry

  var body: some View {
    Text(entry.name)
      .font(.headline)
      .containerBackground(.fill.tertiary, for: .widget)
  }
}

struct HeroWidget: Widget {
  var body: some WidgetConfiguration {
    IntentConfiguration(kind: "HeroWidget", intent: SelectHeroIntent.self, provider: HeroProvider())
    {
      entry in
      NameView(entry: entry)
    }
    .configurationDisplayName("Hero")
    .supportedFamilies([.systemSmall])
  }
}

struct PlanetWidget: Widget {
  var body: some WidgetConfiguration {
    IntentConfiguration(
      kind: "PlanetWidget", intent: SelectPlanetIntent.self, provider: PlanetProvider()
    ) { entry in
      NameView(entry: entry)
    }
    .configurationDisplayName("Planet")
    .supportedFamilies([.systemSmall])
  }
}

@main
struct SiriWidgets: WidgetBundle {
  var body: some Widget {
    HeroWidget()
    PlanetWidget()
  }
}
