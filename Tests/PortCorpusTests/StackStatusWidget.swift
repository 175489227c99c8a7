import Foundation
import SwiftUI
import WidgetKit

// A container stack's status, written as widget code is since the iOS 18 SDK made `View`
// main-actor isolated (as Harbour's widget is): the body reads a `@MainActor` helper property,
// calls a `@MainActor` helper method and reads a `@MainActor` model the app shares. None of it
// compiles against a `View` that is not main-actor isolated. PortedWidgetsTests type-checks
// this file in Swift 5 and Swift 6 language modes; StackStatusWidgetTests renders it.

/// One container of the stack.
struct StackContainer: Hashable, Sendable {
  let name: String
  let isRunning: Bool
}

/// What the app last fetched, kept on the main actor as an app's interface models are.
@MainActor
final class StackStore {
  static let shared = StackStore()

  var stackName = "home-lab"
  var containers = [
    StackContainer(name: "nginx", isRunning: true),
    StackContainer(name: "postgres", isRunning: true),
    StackContainer(name: "redis", isRunning: false),
  ]

  var runningCount: Int { containers.filter(\.isRunning).count }
}

struct StackStatusEntry: TimelineEntry {
  let date: Date
  let isReachable: Bool
}

struct StackStatusProvider: TimelineProvider {
  func placeholder(in context: Context) -> StackStatusEntry {
    StackStatusEntry(date: Date(), isReachable: true)
  }

  func getSnapshot(in context: Context, completion: @escaping (StackStatusEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(
    in context: Context, completion: @escaping (Timeline<StackStatusEntry>) -> Void
  ) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

struct StackStatusView: View {
  let entry: StackStatusEntry

  @ViewBuilder @MainActor private var headline: some View {
    if entry.isReachable {
      Text("Running").font(.headline).foregroundStyle(.green)
    } else {
      Text("Unreachable").font(.headline).foregroundStyle(.red)
    }
  }

  @MainActor private func row(_ container: StackContainer) -> some View {
    HStack(spacing: 6) {
      Circle().fill(container.isRunning ? Color.green : Color.gray).frame(width: 8, height: 8)
      Text(container.name).font(.caption)
    }
  }

  var body: some View {
    let store = StackStore.shared
    VStack(alignment: .leading, spacing: 4) {
      headline
      Text("\(store.runningCount) of \(store.containers.count) · \(store.stackName)")
        .font(.caption2).foregroundStyle(.secondary)
      ForEach(store.containers, id: \.name) { container in
        row(container)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

struct StackStatusWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "stack-status", provider: StackStatusProvider()) { entry in
      StackStatusView(entry: entry)
    }
    .configurationDisplayName("Stack")
    .supportedFamilies([.systemSmall])
  }
}
