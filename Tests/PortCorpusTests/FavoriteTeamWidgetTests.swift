import AppIntents
import Foundation
import SwiftUI
import Testing
import VitrineHomeScreen
import VitrineSnapshotTesting
import WidgetKit

/// The entity-configured widget: its parameter is found through the entity's query, its
/// options are the query's suggestions, and its summary and recommendations read as declared.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct FavoriteTeamWidgetTests {
  @Test func aStoredIdentifierIsFoundThroughTheQuery() async throws {
    let intent = await SelectTeamIntent.resolved(values: ["team": "herons"])
    #expect(intent.team.name == "Herons")
    // Stored as the identifier, as a configuration keeps it.
    #expect(intent.parameterValues["team"] == "herons")
  }

  @Test func anUnsetOrVanishedEntityTakesTheQuerysDefault() async throws {
    // defaultResult() is the first team, the Owls.
    #expect(await SelectTeamIntent.resolved(values: [:]).team.id == "owls")
    #expect(await SelectTeamIntent.resolved(values: ["team": "eagles"]).team.id == "owls")
  }

  @Test func optionsAreTheSuggestedEntitiesWithTheirDisplayRepresentation() async throws {
    let parameter = try #require(SelectTeamIntent.descriptor.parameters.first { $0.key == "team" })
    #expect(parameter.hasDynamicOptions)
    let options = try #require(try await parameter.options())
    #expect(options.allItems.map(\.identifier) == ["owls", "herons", "lynxes"])
    #expect(options.allItems.map(\.title) == ["Owls", "Herons", "Lynxes"])
    #expect(options.allItems.map(\.subtitle) == ["Oslo", "Lisbon", "Tallinn"])
    #expect(parameter.typeName == "the identifier of a Team")
  }

  @Test func aValueThatIsNotASuggestedEntityIsRefusedWithTheOptions() async throws {
    await #expect(
      throws: IntentConfigurationError.notAnOption(
        key: "team", value: "eagles", options: ["owls", "herons", "lynxes"])
    ) {
      try await SelectTeamIntent.descriptor.validate(["team": "eagles"])
    }
    try await SelectTeamIntent.descriptor.validate(["team": "lynxes"])
  }

  @Test func theStringQueryMatchesNames() async throws {
    let found = try await TeamQuery().entities(matching: "on")
    #expect(found.map(\.id) == ["herons"])
  }

  @Test func theSummaryFollowsWhen() async throws {
    let intent = await SelectTeamIntent.resolved(values: ["team": "lynxes"])
    #expect(intent.parameterSummaryText == "Show Lynxes's wins and losses")
    intent.showsLosses = false
    #expect(intent.parameterSummaryText == "Show Lynxes's wins")
    #expect(SelectTeamIntent.parameterSummary.parameterKeys == ["showsLosses", "team"])
  }

  @Test func recommendationsAreListedByKinds() async throws {
    let widget = try #require(FavoriteTeamWidget().descriptors.first)
    let recommended = widget.provider.recommendations()
    #expect(recommended.map(\.description) == ["Owls", "Herons", "Lynxes"])
    #expect(recommended.map { $0.values["team"] } == ["owls", "herons", "lynxes"])
    #expect(recommended.allSatisfy { $0.values["showsLosses"] == "true" })
  }

  @Test func rendersTheConfiguredTeam() async throws {
    let home = try CorpusHome(FavoriteTeamWidget().descriptors)
    let view = try await home.view(
      kind: "FavoriteTeam", family: .systemSmall, configuration: ["team": "herons"])
    assertSnapshot(of: view, as: .image(widget: .systemSmall), named: "herons")
    let unset = try await home.view(kind: "FavoriteTeam", family: .systemSmall)
    assertSnapshot(of: unset, as: .image(widget: .systemSmall), named: "default")
  }
}
