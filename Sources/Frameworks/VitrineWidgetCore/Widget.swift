/// A widget as its author declares it, as in WidgetKit.
///
/// ```swift
/// struct ClockWidget: Widget {
///   var body: some WidgetConfiguration {
///     StaticConfiguration(kind: "clock", provider: ClockProvider()) { entry in
///       ClockView(entry: entry)
///     }
///     .configurationDisplayName("Clock")
///     .supportedFamilies([.systemSmall])
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Widget {
  /// The configuration's type.
  associatedtype Body: WidgetConfiguration

  /// Creates the widget; the host creates one per registration.
  init()

  /// The widget's configuration: kind, provider, content and options.
  var body: Body { get }
}

extension Widget {
  /// The widgets this value declares: one, or several for a ``WidgetBundle``'s body; none for
  /// a Live Activity, which is not a widget.
  public var descriptors: [WidgetDescriptor] {
    if let group = self as? WidgetGroup { return group.members }
    guard case .widget(let descriptor) = body.declaration else { return [] }
    return [descriptor]
  }

  /// The Live Activities this value declares (``ActivityDescriptor``), kept apart from its
  /// widgets: they have no timeline provider and no families.
  public var activityDescriptors: [ActivityDescriptor] {
    if let group = self as? WidgetGroup { return group.activities }
    guard case .activity(let activity) = body.declaration else { return [] }
    return [activity]
  }
}

/// A type that describes a widget's configuration.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// What the configuration declares, with every type erased: a widget, or a Live Activity.
  nonisolated var declaration: WidgetDeclaration { get }
}

/// What a ``WidgetConfiguration`` declares.
public enum WidgetDeclaration: Sendable {
  /// A widget with a timeline, offered in the gallery for its families.
  case widget(WidgetDescriptor)
  /// A Live Activity's presentations (`ActivityConfiguration`).
  case activity(ActivityDescriptor)
}

/// The configuration of a widget with a timeline: static, app-intent or SiriKit-intent.
public protocol TimelineWidgetConfiguration: WidgetConfiguration {
  /// The configuration with every type erased, as the host runs it.
  nonisolated var descriptor: WidgetDescriptor { get }
}

nonisolated extension TimelineWidgetConfiguration {
  /// A widget.
  public var declaration: WidgetDeclaration { .widget(descriptor) }
}

nonisolated extension WidgetConfiguration where Self: TimelineWidgetConfiguration {
  /// Sets the name shown in the widget gallery.
  public func configurationDisplayName(_ name: String) -> WidgetDescriptor {
    var copy = descriptor
    copy.displayName = name
    return copy
  }

  /// Sets the description shown in the widget gallery.
  public func description(_ text: String) -> WidgetDescriptor {
    var copy = descriptor
    copy.widgetDescription = text
    return copy
  }

  /// Limits the families the widget is offered in.
  public func supportedFamilies(_ families: [WidgetFamily]) -> WidgetDescriptor {
    var copy = descriptor
    copy.supportedFamilies = families
    return copy
  }

  /// Draws the content edge to edge, without the system's content margins.
  public func contentMarginsDisabled() -> WidgetDescriptor {
    var copy = descriptor
    copy.contentMarginsDisabled = true
    return copy
  }
}

/// A widget's configuration with its provider, entry and view types erased.
nonisolated public struct WidgetDescriptor: TimelineWidgetConfiguration, Sendable {
  /// The identifier of this kind of widget.
  public var kind: String
  /// The name shown in the widget gallery.
  public var displayName: String
  /// The description shown in the widget gallery.
  public var widgetDescription: String
  /// The families the widget is offered in.
  public var supportedFamilies: [WidgetFamily]
  /// Whether the content is drawn without the system's content margins.
  public var contentMarginsDisabled: Bool = false
  /// Whether the system may remove the container background where it prefers none.
  public var containerBackgroundRemovable: Bool = true
  /// The places the widget is not offered in, for the families listed with each.
  public var disfavoredLocations: [WidgetLocation: [WidgetFamily]] = [:]
  /// The configuration intent's parameters; `nil` for a static widget.
  public var intent: IntentDescriptor?
  /// The provider.
  public var provider: AnyTimelineProvider
  /// Builds the view for an entry, on the main actor as views are; `nil` if the entry is not
  /// of the provider's type.
  public var content: @MainActor @Sendable (any TimelineEntry) -> Any?
  /// What the widget does with the events of its background URL sessions
  /// (``WidgetConfiguration/onBackgroundURLSessionEvents(matching:_:)``).
  public var backgroundURLSessionHandlers: [BackgroundURLSessionHandler] = []

  /// Creates a descriptor directly; widget authors use the configuration types instead.
  public init(
    kind: String, displayName: String? = nil, description: String = "",
    supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
    intent: IntentDescriptor? = nil, provider: AnyTimelineProvider,
    content: @escaping @MainActor @Sendable (any TimelineEntry) -> Any?
  ) {
    self.kind = kind
    self.displayName = displayName ?? kind
    self.widgetDescription = description
    self.supportedFamilies = supportedFamilies
    self.intent = intent
    self.provider = provider
    self.content = content
  }

  /// The configuration with its types erased, as the host runs it.
  public var descriptor: WidgetDescriptor { self }
}
