import Foundation
import Synchronization
import Testing
import VitrineHomeScreen
import VitrineTestSupport
import VitrineUI
import VitrineWidgetCore

@testable import VitrineCLI

/// Runs `vitrine` in-process and collects what it prints.
///
/// Each run gets its own empty data folder, so no test reads or writes a real App Group store.
func vitrine(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
  await vitrine(arguments)
}

/// Runs `vitrine` with `arguments` in-process over `widgets` and collects what it prints.
func vitrine(
  _ arguments: [String], widgets: WidgetLibrary = .builtIn, environment: [String: String] = [:]
) async -> (status: Int32, out: String, err: String) {
  let data: TemporaryFolder
  do {
    data = try TemporaryFolder("cli-data")
  } catch {
    return (1, "", "cannot create a data folder for the test: \(error)")
  }
  let out = Mutex<[String]>([])
  let err = Mutex<[String]>([])
  let console = Console(
    out: { line in out.withLock { $0.append(line) } },
    err: { line in err.withLock { $0.append(line) } },
    environment: ["VITRINE_DATA_DIR": data.url.path, "HOME": data.url.path].merging(
      environment, uniquingKeysWith: { $1 }),
    widgets: widgets)
  let status = await VitrineCommandLine.main(arguments, console: console)
  return (
    status, out.withLock { $0.joined(separator: "\n") }, err.withLock { $0.joined(separator: "\n") }
  )
}

@Suite(.timeLimit(.minutes(5))) struct CommandTests {
  @Test func everyCommandHasHelp() async {
    for command in VitrineCommandLine.commands {
      let result = await vitrine(command.name, "--help")
      #expect(result.status == 0)
      #expect(result.out.contains("usage: vitrine \(command.name)"))
    }
    let overview = await vitrine("--help")
    #expect(overview.out.contains("simulate"))
  }

  @Test func usageErrorsAreOneLineWithExitCodeTwo() async {
    for call in [
      ["simulate", "clock"], ["simulate", "clock", "--hours", "soon"], ["frobnicate"],
      ["timeline", "nosuchkind"], ["timeline", "clock", "--family", "huge"],
      ["timeline", "clock", "--config", "interval=often"], ["timeline", "clock", "--at", "noon"],
    ] {
      let result = await vitrine(call)
      #expect(result.status == 2, "\(call)")
      #expect(result.err.split(separator: "\n").count == 1, "\(call)")
    }
    let message = await vitrine("timeline", "clock", "--config", "interval=often")
    #expect(
      message.err
        == "vitrine timeline: configuration of 'clock' refused: parameter 'interval' expects an integer, got 'often'"
    )
  }

  @Test func timelineShowsEntriesAndTheDerivedReloadDate() async {
    let result = await vitrine("timeline", "clock", "--at", "2026-11-30T09:05:00Z", "--json")
    #expect(result.status == 0, "\(result.err)")
    let object = try? JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect((object?["entries"] as? [Any])?.count == 4)
    #expect(object?["policy"] as? String == "atEnd")
    #expect(object?["nextReload"] as? String == "2026-11-30T09:45:00Z")
  }

  /// The acceptance check: a day of the example in JSON shows one reload per policy
  /// date, none closer than 5 minutes, and never more than the budget.
  @Test func simulateADayInJSON() async throws {
    let result = await vitrine(
      "simulate", "clock", "--hours", "24", "--start", "2026-11-30T00:00:00Z", "--json")
    #expect(result.status == 0, "\(result.err)")
    let lines = result.out.split(separator: "\n").map {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let reloads = lines.compactMap { $0 }.filter { $0["kind"] as? String == "reload" }
    #expect(reloads.count == 33)
    // Each policy reload happens exactly at the date the previous reload announced.
    for (previous, next) in zip(reloads, reloads.dropFirst()) {
      #expect(previous["nextReload"] as? String == next["time"] as? String)
    }
    let summary = try #require(lines.last??["summary"] as? [String: Any])
    #expect((summary["closestReloads"] as? Double ?? 0) >= 300)
    #expect((summary["maxCountedInWindow"] as? Int ?? 99) <= 70)
  }

  @Test func aBusyWidgetIsHeldToTheBudget() async throws {
    let result = await vitrine(
      "simulate", "clock", "--hours", "24", "--config", "interval=1", "--json", "--budget", "20")
    let summary = try #require(
      result.out.split(separator: "\n").last.flatMap {
        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      }?["summary"] as? [String: Any])
    #expect(summary["maxCountedInWindow"] as? Int == 20)
    #expect((summary["deferred"] as? Int ?? 0) >= 1)
  }

  @Test func storeCommandsRoundTrip() async throws {
    let folder = try TemporaryFolder("cli-store")
    let dir = folder.url.path
    #expect(await vitrine("store", "set", "name", "Vitrine", "--data-dir", dir).status == 0)
    #expect(
      await vitrine("store", "set", "count", "3", "--type", "int", "--data-dir", dir).status == 0)
    #expect(await vitrine("store", "get", "name", "--data-dir", dir).out == "Vitrine")
    #expect(await vitrine("store", "increment", "count", "--data-dir", dir).out == "4")
    #expect(
      await vitrine("store", "list", "--data-dir", dir).out
        == "count  (int)  4\nname  (string)  Vitrine")
    let missing = await vitrine("store", "get", "nothing", "--data-dir", dir)
    #expect(missing.status == 1)
    #expect(missing.err.contains("no key 'nothing'"))
    #expect(
      await vitrine("store", "set", "count", "many", "--type", "int", "--data-dir", dir).status == 2
    )
  }
}

@Suite(.timeLimit(.minutes(5))) struct RecommendationsCommandTests {
  @Test func intentsListAndTapTheWidgetsButtons() async throws {
    let folder = try TemporaryFolder("cli-intent")
    let dir = folder.url.path
    let listing = await vitrine("intent", "recommendations", "--data-dir", dir)
    #expect(listing.out == "Scroll back  (ScrollBackIntent)\nScroll forward  (ScrollForwardIntent)")
    let forward = await vitrine("intent", "recommendations", "forward", "--data-dir", dir)
    #expect(forward.status == 0, "\(forward.err)")
    #expect(forward.out.contains("#2 "))
    let back = await vitrine("intent", "recommendations", "back", "--data-dir", dir)
    #expect(back.out.contains("#1 "))
    let wrapped = await vitrine("intent", "recommendations", "back", "--data-dir", dir)
    #expect(wrapped.out.contains("#6 "))
    #expect(await vitrine("intent", "recommendations", "scroll", "--data-dir", dir).status == 2)
    #expect(await vitrine("intent", "recommendations", "sideways", "--data-dir", dir).status == 2)
  }

  /// A store that cannot be opened (here a folder where the file should be) is a failure every
  /// command names, with the path, instead of an empty widget drawn as if all were well.
  @Test func aStoreThatCannotBeOpenedFailsEveryCommandByName() async throws {
    let folder = try TemporaryFolder("cli-bad-store")
    let store = folder.url.appendingPathComponent("group.vitrine.sqlite")
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
    let image = folder.url.appendingPathComponent("out.png").path
    for call in [
      ["render", "recommendations", "-o", image], ["a11y", "recommendations"],
      ["timeline", "recommendations"], ["intent", "recommendations", "forward"],
    ] {
      let result = await vitrine(call + ["--data-dir", folder.url.path])
      #expect(result.status == 1, "\(call)")
      #expect(result.err.contains("cannot open the App Group store at \(store.path)"), "\(call)")
    }
  }

  /// A mistyped API address is said, not replaced by the embedded catalog in silence.
  @Test func aMistypedAPIAddressIsReportedOnStandardError() async throws {
    let folder = try TemporaryFolder("cli-bad-url")
    let result = await vitrine(
      ["a11y", "recommendations", "--data-dir", folder.url.path],
      environment: ["VITRINE_API_URL": "not a url"])
    #expect(result.status == 0)
    #expect(result.err.contains("$VITRINE_API_URL is 'not a url'"))
  }

  @Test func aSimulatedDayWithTapsFetchesOnlyWhenTheCacheIsStale() async throws {
    let result = await vitrine(
      "simulate", "recommendations", "--hours", "24", "--taps", "60", "--start",
      "2026-11-30T00:00:00Z", "--json")
    #expect(result.status == 0, "\(result.err)")
    let events = result.out.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let summaries = events.compactMap { ($0["shown"] as? [String: Any])?["summary"] as? String }
    // Each summary names when its posters were fetched: "… posters fetched <date>, …".
    let fetches = Set(
      summaries.compactMap { summary in
        summary.range(of: "fetched [^,]*", options: .regularExpression).map { summary[$0] }
      })
    #expect(fetches.count == 4)
    let intents = events.filter { $0["kind"] as? String == "intent" }
    #expect(intents.count == 60)
  }
}

@MainActor @Suite(.timeLimit(.minutes(5))) struct AuthorWidgetTests {
  /// A widget as its author would write it for iOS.
  struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
  }

  struct GreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: .now, name: "…") }
    func getSnapshot(in context: Context, completion: @escaping (GreetingEntry) -> Void) {
      completion(GreetingEntry(date: context.now, name: "Preview"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
      completion(Timeline(entries: [GreetingEntry(date: context.now, name: "Ada")], policy: .never))
    }
  }

  struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "greeting", provider: GreetingProvider()) { entry in
        VStack {
          Text("Hello, \(entry.name)!").font(.headline)
        }
        .containerBackground(.fill.tertiary, for: .widget)
      }
      .supportedFamilies([.systemSmall])
    }
  }

  @Test func theCommandRunsAnAuthorsOwnWidgets() async {
    let widgets = WidgetLibrary(GreetingWidget().descriptors)
    let result = await vitrine(["a11y", "greeting"], widgets: widgets)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("Hello, Ada!"))
    let kinds = await vitrine(["kinds"], widgets: widgets)
    #expect(kinds.out.hasPrefix("greeting"))
    #expect(!kinds.out.contains("recommendations"))
  }
}
