import AppIntents
import SwiftUI
import WidgetKit

// A widget configured with an app entity: the person picks a team, which the widget stores by
// identifier and finds again through the team query, as the App Intents documentation shows.

struct TeamEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Team"
  static let defaultQuery = TeamQuery()

  let id: String
  let name: String
  let city: String
  let wins: Int
  let losses: Int

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(city)")
  }

  static let all: [TeamEntity] = [
    TeamEntity(id: "owls", name: "Owls", city: "Oslo", wins: 14, losses: 6),
    TeamEntity(id: "herons", name: "Herons", city: "Lisbon", wins: 11, losses: 9),
    TeamEntity(id: "lynxes", name: "Lynxes", city: "Tallinn", wins: 8, losses: 12),
  ]
}

struct TeamQuery: EntityStringQuery {
  func entities(for identifiers: [TeamEntity.ID]) async throws -> [TeamEntity] {
    TeamEntity.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [TeamEntity] {
    TeamEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
  }

  func suggestedEntities() async throws -> [TeamEntity] {
    TeamEntity.all
  }

  func defaultResult() async -> TeamEntity? {
    TeamEntity.all.first
  }
}

struct SelectTeamIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Select Team"
  static let description = IntentDescription("Shows a team's season record.")

  @Parameter(title: "Team")
  var team: TeamEntity

  @Parameter(title: "Show Losses", default: true)
  var showsLosses: Bool

  static var parameterSummary: some ParameterSummary {
    When(\.$showsLosses, .equalTo, true) {
      Summary("Show \(\.$team)'s wins and losses")
    } otherwise: {
      Summary("Show \(\.$team)'s wins")
    }
  }
}

struct TeamEntry: TimelineEntry {
  let date: Date
  let team: TeamEntity
  let showsLosses: Bool
}

struct TeamProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> TeamEntry {
    TeamEntry(date: Date(), team: TeamEntity.all[0], showsLosses: true)
  }

  func snapshot(for configuration: SelectTeamIntent, in context: Context) async -> TeamEntry {
    TeamEntry(date: Date(), team: configuration.team, showsLosses: configuration.showsLosses)
  }

  func timeline(
    for configuration: SelectTeamIntent, in context: Context
  ) async -> Timeline<
    TeamEntry
  > {
    let entry = TeamEntry(
      date: Date(), team: configuration.team, showsLosses: configuration.showsLosses)
    return Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600)))
  }

  func recommendations() -> [AppIntentRecommendation<SelectTeamIntent>] {
    TeamEntity.all.map { team in
      let intent = SelectTeamIntent()
      intent.team = team
      return AppIntentRecommendation(intent: intent, description: "\(team.name)")
    }
  }
}

struct FavoriteTeamView: View {
  var entry: TeamEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(entry.team.city.uppercased())
        .font(.caption2)
        .foregroundStyle(.secondary)
      Text(entry.team.name)
        .font(.title2)
        .bold()
      Spacer()
      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Text("\(entry.team.wins)")
          .font(.system(size: 36, weight: .semibold))
        Text("W")
          .font(.caption)
          .foregroundStyle(.secondary)
        if entry.showsLosses {
          Text("\(entry.team.losses)")
            .font(.system(size: 36, weight: .semibold))
            .foregroundStyle(.red)
          Text("L")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct FavoriteTeamWidget: Widget {
  let kind: String = "FavoriteTeam"

  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: kind, intent: SelectTeamIntent.self, provider: TeamProvider()) {
      entry in
      FavoriteTeamView(entry: entry)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Favorite Team")
    .description("Your team's season record.")
    .supportedFamilies([.systemSmall])
  }
}

extension SelectTeamIntent {
  fileprivate static var herons: SelectTeamIntent {
    let intent = SelectTeamIntent()
    intent.team = TeamEntity.all[1]
    intent.showsLosses = false
    return intent
  }
}

#Preview("Herons", as: .systemSmall, using: SelectTeamIntent.herons) {
  FavoriteTeamWidget()
} timelineProvider: {
  TeamProvider()
}
