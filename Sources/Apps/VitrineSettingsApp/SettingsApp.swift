import Foundation
import Observation
import VitrineSharedWithYouSystem
import VitrineUI

/// Settings, as far as Shared with You goes, laid out as iOS lays it out: Settings → Messages
/// → Shared with You, with Automatic Sharing, a switch per installed app, and a switch per
/// conversation ("Show in Shared with You").
///
/// It is a view rather than an `App` because it shows a given store (an `App` is created with
/// no arguments).
public struct SettingsApp: View {
  let model: SettingsModel

  /// Creates the app over `model`.
  public init(model: SettingsModel) { self.model = model }

  /// The root list under a navigation stack.
  public var body: some View { SettingsRoot(model: model) }
}

/// The switches as stored in the Shared with You system, read back after every change.
@Observable
public final class SettingsModel {
  @ObservationIgnored public let system: SharedWithYouSystem
  /// The store as last read.
  public private(set) var world: SystemSnapshot
  /// The installed apps, by name.
  public private(set) var apps: [InstalledApp]

  /// Reads `system`.
  public init(system: SharedWithYouSystem) throws {
    self.system = system
    world = try system.snapshot()
    apps = try system.apps().sorted { $0.name < $1.name }
  }

  /// Reads the store again.
  public func reload() throws {
    world = try system.snapshot()
    apps = try system.apps().sorted { $0.name < $1.name }
  }

  /// Switches Shared with You globally, or for an app, or for a conversation, and reads back.
  public func set(_ enabled: Bool, appID: String? = nil, conversationID: Int64? = nil) {
    do {
      if let conversationID,
        let conversation = world.conversations.first(where: { $0.id == conversationID })
      {
        try system.setSharedWithYou(enabled, conversation: conversation.name)
      } else if conversationID == nil {
        try system.setSharedWithYou(enabled, appID: appID)
      }
      try reload()
    } catch {
      // The switch stays where the store has it.
      try? reload()
    }
  }

  /// A conversation's title: the group's name, or the contact's name for a one-to-one one.
  func title(of conversation: Conversation) -> String {
    guard conversation.kind == .oneToOne else { return conversation.name }
    let lowered = conversation.name.lowercased()
    return world.contacts.first { $0.handles.contains { $0.lowercased() == lowered } }?.name
      ?? conversation.name
  }
}

/// Settings' first screen.
struct SettingsRoot: View {
  let model: SettingsModel
  @Environment(\.locale) private var locale

  var body: some View {
    let strings = SettingsStrings(locale: locale)
    NavigationStack {
      List {
        Section {
          NavigationLink {
            MessagesSettings(model: model)
          } label: {
            SettingsRow(symbol: "message.fill", color: .green, title: strings.messages)
          }
        }
      }
      .navigationTitle(strings.settings)
    }
  }
}

/// A row with an icon on a colored square, as Settings draws them.
struct SettingsRow: View {
  let symbol: String
  let color: Color
  let title: String

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: symbol).font(.subheadline).foregroundStyle(.white)
        .frame(width: 29, height: 29)
        .background(color, in: RoundedRectangle(cornerRadius: 7))
        .accessibilityHidden(true)
      Text(title)
    }
  }
}

/// Settings → Messages.
struct MessagesSettings: View {
  let model: SettingsModel
  @Environment(\.locale) private var locale

  var body: some View {
    let strings = SettingsStrings(locale: locale)
    List {
      Section {
        NavigationLink {
          SharedWithYouSettingsScreen(model: model)
        } label: {
          Text(strings.sharedWithYou)
        }
      }
    }
    .navigationTitle(strings.messages)
  }
}

/// Settings → Messages → Shared with You.
struct SharedWithYouSettingsScreen: View {
  let model: SettingsModel
  @Environment(\.locale) private var locale

  var body: some View {
    let strings = SettingsStrings(locale: locale)
    let settings = model.world.settings
    List {
      Section {
        Toggle(
          strings.automaticSharing,
          isOn: Binding(get: { settings.enabled }, set: { model.set($0) }))
      } header: {
        EmptyView()
      } footer: {
        Text(strings.footer)
      }
      if settings.enabled {
        Section {
          ForEach(model.apps, id: \.id) { app in
            Toggle(
              app.name,
              isOn: Binding(
                get: { !settings.disabledApps.contains(app.id) },
                set: { model.set($0, appID: app.id) }))
          }
        } header: {
          Text(strings.apps)
        }
        Section {
          ForEach(model.world.conversations) { conversation in
            Toggle(
              model.title(of: conversation),
              isOn: Binding(
                get: { !settings.disabledConversations.contains(conversation.id) },
                set: { model.set($0, conversationID: conversation.id) }))
          }
        } header: {
          Text(strings.conversations)
        }
      }
    }
    .navigationTitle(strings.sharedWithYou)
  }
}
