import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// A reading-goal widget written as iOS apps write them, with the API outside trials ran into:
// a book picked through an optional app entity (nothing picked shows a prompt, as the query has
// no default), a daily goal in `@AppStorage` shared through the App Group, the book's title
// and author as two texts in a `Label`, dates through a `DateFormatter`, a badge whose shape
// is chosen at run time (`AnyShape`), type-erased styles, size classes of Dynamic Type, and
// animations and transitions a still picture shows at their end. Beside it, a Live Activity
// for a reading session with its previews in the `PreviewProvider` style.

struct BookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = BookQuery()

  let id: String
  let title: LocalizedStringResource
  let author: String
  let pages: Int

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: title, subtitle: "\(author)", image: .init(systemName: "book"))
  }

  static let shelf: [BookEntity] = [
    BookEntity(id: "dune", title: "Dune", author: "Frank Herbert", pages: 412),
    BookEntity(id: "emma", title: "Emma", author: "Jane Austen", pages: 474),
  ]
}

struct BookQuery: EntityQuery {
  func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] {
    BookEntity.shelf.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [BookEntity] {
    BookEntity.shelf
  }
}

struct SelectBookIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Select Book"
  static let description = IntentDescription("Pick the book you are reading.")

  @Parameter(title: "Book")
  var book: BookEntity?
}

struct ReadingEntry: TimelineEntry {
  let date: Date
  let book: BookEntity?
  let pagesToday: Int
  let startedOn: Date
}

struct ReadingProvider: AppIntentTimelineProvider {
  static let sample = ReadingEntry(
    date: Date(timeIntervalSince1970: 1_700_000_000), book: BookEntity.shelf[0], pagesToday: 18,
    startedOn: Date(timeIntervalSince1970: 1_699_000_000))

  func placeholder(in context: Context) -> ReadingEntry {
    Self.sample
  }

  func snapshot(for configuration: SelectBookIntent, in context: Context) async -> ReadingEntry {
    Self.sample
  }

  func timeline(
    for configuration: SelectBookIntent, in context: Context
  ) async -> Timeline<ReadingEntry> {
    let entry = ReadingEntry(
      date: Self.sample.date, book: configuration.book, pagesToday: Self.sample.pagesToday,
      startedOn: Self.sample.startedOn)
    return Timeline(entries: [entry], policy: .never)
  }
}

struct ReadingGoalView: View {
  @Environment(\.widgetFamily) private var family
  @Environment(\.dynamicTypeSize) private var typeSize
  @Environment(\.sizeCategory) private var sizeCategory
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.backgroundMaterial) private var backgroundMaterial
  @AppStorage("dailyGoal", store: UserDefaults(suiteName: "group.example.reading"))
  private var dailyGoal = 30

  var entry: ReadingEntry

  static let dayFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "MMM d"
    return formatter
  }()

  private var reachedGoal: Bool { entry.pagesToday >= dailyGoal }

  private var progressStyle: AnyShapeStyle {
    reachedGoal ? AnyShapeStyle(Color.green) : AnyShapeStyle(.secondary)
  }

  private var badgeShape: AnyShape {
    reachedGoal ? AnyShape(Circle()) : AnyShape(Capsule())
  }

  var body: some View {
    if let book = entry.book {
      content(for: book)
    } else {
      VStack(spacing: 6) {
        Image(systemName: "books.vertical")
          .font(.title2)
        Text("Choose a book")
          .font(.headline)
        Text("Touch and hold to edit")
          .font(.caption)
          .foregroundStyle(AnyShapeStyle(.secondary))
      }
    }
  }

  private func content(for book: BookEntity) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      Label {
        Text(book.title)
          .font(.headline)
        Text(book.author)
          .font(.caption)
          .foregroundStyle(AnyShapeStyle(.secondary))
      } icon: {
        Image(systemName: "book.closed.fill")
          .foregroundStyle(.orange)
      }

      Spacer(minLength: 0)

      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Text("\(entry.pagesToday)")
          .font(.system(size: typeSize.isAccessibilitySize ? 28 : 34, weight: .bold))
          .fontDesign(.rounded)
          .contentTransition(.numericText())
          .animation(.spring.delay(0.1))
        Text("of \(dailyGoal) pages")
          .font(.caption)
          .foregroundStyle(progressStyle)
      }
      .transition(.offset(x: 0, y: 8).combined(with: .opacity))

      HStack {
        Text("Since \(entry.startedOn, formatter: Self.dayFormatter)")
          .font(.caption2)
          .foregroundStyle(.secondary)
        Spacer(minLength: 4)
        Image(systemName: reachedGoal ? "checkmark" : "flame.fill")
          .font(.caption2.bold())
          .foregroundStyle(.white)
          .padding(.horizontal, 6)
          .padding(.vertical, 3)
          .background(reachedGoal ? Color.green : Color.orange, in: badgeShape)
          .colorScheme(.dark)
      }
    }
    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    .animation(.easeInOut)
  }
}

struct ReadingGoalWidget: Widget {
  let kind = "ReadingGoal"

  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: kind, intent: SelectBookIntent.self, provider: ReadingProvider()) {
      entry in
      ReadingGoalView(entry: entry)
        .containerBackground(for: .widget) {
          ContainerRelativeShape()
            .fill(Color.orange.opacity(0.12))
        }
    }
    .configurationDisplayName(Text("Reading Goal"))
    .description(LocalizedStringKey("Pages read today toward your daily goal."))
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

// MARK: The reading session's Live Activity.

struct ReadingSessionAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    var page: Int
    var minutesRead: Int
  }

  var bookTitle: String
}

struct ReadingSessionActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ReadingSessionAttributes.self) { context in
      HStack {
        Label {
          Text(context.attributes.bookTitle)
            .font(.headline)
          Text("Page \(context.state.page)")
            .font(.subheadline)
            .foregroundStyle(AnyShapeStyle(.secondary))
        } icon: {
          Image(systemName: "book.fill")
        }
        Spacer()
        Text("\(context.state.minutesRead) min")
          .font(.title2.bold())
          .fontDesign(.rounded)
      }
      .padding(16)
      .activityBackgroundTint(Color.orange.opacity(0.2))
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label("\(context.state.page)", systemImage: "book.fill")
            .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text("\(context.state.minutesRead) min")
            .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
        DynamicIslandExpandedRegion(.bottom) {
          Text(context.attributes.bookTitle)
            .font(.caption)
        }
      } compactLeading: {
        Image(systemName: "book.fill")
      } compactTrailing: {
        Text("\(context.state.minutesRead)m")
      } minimal: {
        Image(systemName: "book.fill")
      }
      .keylineTint(Color.orange)
    }
  }
}

struct ReadingSessionActivity_Previews: PreviewProvider {
  static let attributes = ReadingSessionAttributes(bookTitle: "Dune")
  static let state = ReadingSessionAttributes.ContentState(page: 112, minutesRead: 25)

  static var previews: some View {
    Group {
      attributes
        .previewContext(state, viewKind: .content)
        .previewDisplayName("Lock Screen")
      attributes
        .previewContext(state, viewKind: .dynamicIsland(.compact))
        .previewDisplayName("Compact")
      attributes
        .previewContext(state, viewKind: .dynamicIsland(.expanded))
        .previewDisplayName("Expanded")
      attributes
        .previewContext(state, viewKind: .dynamicIsland(.minimal))
        .previewDisplayName("Minimal")
    }
  }
}
