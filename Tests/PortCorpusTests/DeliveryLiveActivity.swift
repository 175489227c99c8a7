import ActivityKit
import Foundation
import SwiftUI
import WidgetKit

// A delivery Live Activity written as for ActivityKit and WidgetKit on iOS 17: the Lock Screen
// view on a cyan tint, and the Dynamic Island's expanded regions, compact views and minimal
// view, all built from the order's attributes and the courier's latest state.

struct DeliveryAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    var minutesLeft: Int
    var stage: String
  }

  var orderNumber: String
}

struct DeliveryLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DeliveryAttributes.self) { context in
      HStack(spacing: 12) {
        Image(systemName: "box.truck.fill")
          .font(.title)
        VStack(alignment: .leading, spacing: 2) {
          Text("Order \(context.attributes.orderNumber)")
            .font(.headline)
          Text(context.state.stage)
            .font(.subheadline)
        }
        Spacer()
        Text("\(context.state.minutesLeft) min")
          .font(.title2.bold())
      }
      .padding(16)
      .activityBackgroundTint(Color.cyan)
      .activitySystemActionForegroundColor(Color.black)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label("\(context.state.minutesLeft) min", systemImage: "clock")
            .font(.caption)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text("#\(context.attributes.orderNumber)")
            .font(.caption)
        }
        DynamicIslandExpandedRegion(.bottom) {
          Text(context.state.stage)
            .font(.headline)
        }
      } compactLeading: {
        Image(systemName: "box.truck.fill")
      } compactTrailing: {
        Text("\(context.state.minutesLeft)m")
      } minimal: {
        Text("\(context.state.minutesLeft)")
      }
      .widgetURL(URL(string: "https://example.com/orders"))
      .keylineTint(Color.cyan)
    }
  }
}

struct DeliveryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "DeliveryWidget", provider: DeliveryProvider()) { entry in
      Text("\(entry.orders) orders on the way")
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Deliveries")
    .supportedFamilies([.systemSmall])
  }
}

struct DeliveryEntry: TimelineEntry {
  let date: Date
  let orders: Int
}

struct DeliveryProvider: TimelineProvider {
  func placeholder(in context: Context) -> DeliveryEntry {
    DeliveryEntry(date: Date(timeIntervalSince1970: 0), orders: 2)
  }

  func getSnapshot(in context: Context, completion: @escaping (DeliveryEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<DeliveryEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

// The bundle Xcode's widget-extension template makes: a widget and its Live Activity together.
struct DeliveryBundle: WidgetBundle {
  var body: some Widget {
    DeliveryWidget()
    DeliveryLiveActivity()
  }
}

extension DeliveryAttributes {
  fileprivate static var preview: DeliveryAttributes {
    DeliveryAttributes(orderNumber: "42")
  }
}

extension DeliveryAttributes.ContentState {
  fileprivate static var onItsWay: DeliveryAttributes.ContentState {
    DeliveryAttributes.ContentState(minutesLeft: 12, stage: "On its way")
  }

  fileprivate static var arriving: DeliveryAttributes.ContentState {
    DeliveryAttributes.ContentState(minutesLeft: 1, stage: "Arriving")
  }
}

#Preview("Delivery notification", as: .content, using: DeliveryAttributes.preview) {
  DeliveryLiveActivity()
} contentStates: {
  DeliveryAttributes.ContentState.onItsWay
  DeliveryAttributes.ContentState.arriving
}

#Preview("Delivery island", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
  DeliveryLiveActivity()
} contentStates: {
  DeliveryAttributes.ContentState.arriving
}
