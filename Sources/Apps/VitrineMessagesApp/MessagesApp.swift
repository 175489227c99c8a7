import Foundation
import VitrineSharedWithYouSystem
import VitrineUI

/// Messages' root view: the conversations, newest first; a conversation shows its messages
/// with their links, and a long press on a message pins or unpins it.
///
/// It is a view rather than an `App` because it shows a given store (an `App` is created with
/// no arguments). Messages arrive through ``MessagesModel/send(from:group:text:)`` (the web
/// home screen's compose form, `vitrine messages send`), as if a contact had sent them.
public struct MessagesApp: View {
  let model: MessagesModel

  /// Creates the app over `model`.
  public init(model: MessagesModel) { self.model = model }

  /// The conversations under a navigation stack.
  public var body: some View { ConversationsScreen(model: model) }
}

/// The conversations list.
struct ConversationsScreen: View {
  let model: MessagesModel
  @Environment(\.locale) private var locale

  var body: some View {
    NavigationStack {
      List {
        ForEach(model.conversations) { conversation in
          NavigationLink {
            ConversationScreen(model: model, conversation: conversation)
          } label: {
            ConversationRow(model: model, conversation: conversation)
          }
        }
      }
      .navigationTitle(MessagesStrings(locale: locale).title)
    }
  }
}

/// One row: the avatar, the title and the last message.
struct ConversationRow: View {
  let model: MessagesModel
  let conversation: Conversation

  var body: some View {
    let title = model.title(of: conversation)
    let last = model.messages(in: conversation).last
    HStack(spacing: 12) {
      AvatarView(name: title)
      VStack(alignment: .leading, spacing: 2) {
        Text(title).font(.headline).lineLimit(1)
        Text(last?.text ?? "").font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
      }
    }
  }
}

/// A contact's initials on their color.
struct AvatarView: View {
  let name: String

  var body: some View {
    let avatar = Avatar(name: name)
    let color = Color(
      red: Double((avatar.color >> 16) & 0xFF) / 255,
      green: Double((avatar.color >> 8) & 0xFF) / 255,
      blue: Double(avatar.color & 0xFF) / 255)
    ZStack {
      Circle().fill(color)
      Text(avatar.initials).font(.subheadline.bold()).foregroundStyle(.white)
    }
    .frame(width: 40, height: 40)
    .accessibilityHidden(true)
  }
}

/// A conversation: its messages as bubbles, each with its sender, pinned ones marked.
struct ConversationScreen: View {
  let model: MessagesModel
  let conversation: Conversation

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 10) {
        ForEach(model.messages(in: conversation)) { message in
          MessageBubble(model: model, message: message)
        }
      }
      .padding(16)
    }
    .navigationTitle(model.title(of: conversation))
  }
}

/// One message: sender, text, and its links; long-press for Pin or Unpin.
struct MessageBubble: View {
  let model: MessagesModel
  let message: Message
  @Environment(\.locale) private var locale

  var body: some View {
    let strings = MessagesStrings(locale: locale)
    VStack(alignment: .leading, spacing: 4) {
      HStack(spacing: 4) {
        Text(model.name(of: message.sender)).font(.caption).foregroundStyle(.secondary)
        if message.pinned {
          Image(systemName: "star.fill").font(.caption).foregroundStyle(.orange)
            .accessibilityLabel(strings.pinned)
        }
      }
      VStack(alignment: .leading, spacing: 6) {
        Text(message.text).font(.body)
        ForEach(message.links, id: \.absoluteString) { link in
          Text(link.host ?? link.absoluteString).font(.caption.bold()).foregroundStyle(.blue)
        }
      }
      .padding(.horizontal, 12)
      .padding(.vertical, 8)
      .background(Color.gray.opacity(0.18), in: RoundedRectangle(cornerRadius: 16))
      .contextMenu {
        Button(message.pinned ? strings.unpin : strings.pin) {
          try? model.setPinned(!message.pinned, messageID: message.id)
        }
      }
    }
  }
}
