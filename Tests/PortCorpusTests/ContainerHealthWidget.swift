import AppIntents
import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import WidgetKit

// Server containers at a glance, in the style of dashboard widgets: a grid of cards, each
// with its state in the tint (`.foregroundStyle(.tint)`, `.tint.secondary`), a status dot
// placed with `position`, a ring stroked inside its border (`InsettableShape`), sizes from
// `@ScaledMetric`, and on the Lock Screen a gauge tinted with a gradient. The configuration's
// summary lists its parameters without a sentence.

struct ContainerHealthIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Containers"

  @Parameter(title: "Server", default: "home-lab")
  var server: String

  static var parameterSummary: some ParameterSummary {
    Summary {
      \.$server
    }
  }
}

struct ContainerCard: Identifiable, Sendable {
  enum State: Sendable { case running, stopped, paused }
  let id: String
  let state: State
  let uptime: String

  var color: Color {
    switch state {
    case .running: .green
    case .stopped: .red
    case .paused: .orange
    }
  }
}

struct ContainerHealthEntry: TimelineEntry {
  let date: Date
  let cards: [ContainerCard]
  let load: Double
}

/// A ring that stays inside its frame when stroked with `strokeBorder`.
struct StatusRing: InsettableShape {
  var inset: CGFloat = 0

  func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: inset, dy: inset))
  }

  func inset(by amount: CGFloat) -> StatusRing { StatusRing(inset: inset + amount) }
}

struct ContainerCardView: View {
  let card: ContainerCard
  @ScaledMetric(relativeTo: .caption) private var dotSize = 8

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(card.id).font(.caption).bold().foregroundStyle(.tint)
      Text(card.uptime).font(.caption2).foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
    .padding(8)
    .background(alignment: .topTrailing) {
      GeometryReader { proxy in
        Circle()
          .fill(.tint.secondary)
          .frame(width: dotSize * 2, height: dotSize * 2)
          .overlay(Circle().fill(.tint).frame(width: dotSize, height: dotSize))
          .position(x: proxy.size.width - dotSize * 2, y: dotSize * 2)
      }
    }
    .background(.background, in: RoundedRectangle(cornerRadius: 12))
    .tint(card.color)
  }
}

struct ContainerHealthView: View {
  let entry: ContainerHealthEntry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    switch family {
    case .accessoryCircular:
      Gauge(value: entry.load) {
        Text("Load")
      } currentValueLabel: {
        Text("\(Int(entry.load * 100))")
      }
      .gaugeStyle(.accessoryCircular)
      .tint(Gradient(colors: [.green, .yellow, .red]))
    default:
      VStack(spacing: 6) {
        ForEach(entry.cards.prefix(2)) { card in
          ContainerCardView(card: card)
        }
      }
      .overlay(alignment: .topLeading) {
        StatusRing().strokeBorder(Color.green, lineWidth: 3).frame(width: 14, height: 14)
          .offset(x: -4, y: -4)
      }
      .containerBackground(for: .widget) { Color(white: 0.93) }
    }
  }
}

@MainActor
@Suite("Port corpus: container health")
struct ContainerHealthWidgetTests {
  let entry = ContainerHealthEntry(
    date: Date(timeIntervalSince1970: 0),
    cards: [
      ContainerCard(id: "nginx", state: .running, uptime: "Up 3 days"),
      ContainerCard(id: "postgres", state: .stopped, uptime: "Exited 2 h ago"),
    ], load: 0.72)

  @Test("two cards, each tinted by its state with a dot at its top-right corner")
  func cards() {
    assertSnapshot(of: ContainerHealthView(entry: entry), as: .image(widget: .systemSmall))
  }

  @Test("the load gauge with a green-to-red gradient along its arc")
  func gauge() {
    assertSnapshot(
      of: ContainerHealthView(entry: entry),
      as: .image(widget: .accessoryCircular, scale: 3), named: "circular")
  }

  @Test("the summary has no sentence and lists the server parameter")
  func summary() {
    #expect(ContainerHealthIntent.parameterSummary.parameterKeys == ["server"])
    #expect(ContainerHealthIntent().parameterSummaryText == "")
  }
}
