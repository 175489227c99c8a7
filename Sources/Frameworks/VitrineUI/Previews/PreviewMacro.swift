import VitrineActivityKit
import VitrineIntents
import VitrineWidgetCore

// `#Preview`, with the forms SwiftUI and WidgetKit declare. Each expands (VitrinePreviewMacros)
// to a registration `vitrine previews` finds, calling the `Preview` initializer of the same form.

/// Previews a view, named `name` in `vitrine previews`, with traits such as
/// `.fixedLayout(width:height:)`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "VitrinePreviewMacros", type: "PreviewMacro")

/// Previews a widget in `family` showing each entry of `timeline` in turn.
@freestanding(declaration)
public macro Preview<W: Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "VitrinePreviewMacros", type: "PreviewMacro")

/// Previews a widget with a static configuration, showing the timeline `timelineProvider`
/// returns.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "VitrinePreviewMacros", type: "PreviewMacro")

/// Previews a widget with an app intent configuration: the timeline `timelineProvider` returns
/// for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
  widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "VitrinePreviewMacros", type: "PreviewMacro")

/// Previews a widget with a SiriKit intent configuration: the timeline `timelineProvider`
/// returns for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: IntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
  widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "VitrinePreviewMacros", type: "PreviewMacro")

/// Previews the Live Activity `widget` declares for `attributes`, as `viewKind`, once for each
/// content state.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping () -> W,
  @ActivityContentStateBuilder<Attributes.ContentState> contentStates:
    @escaping () -> [Attributes
    .ContentState]
) = #externalMacro(module: "VitrinePreviewMacros", type: "PreviewMacro")
