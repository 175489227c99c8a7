import Foundation
import Synchronization
import VitrineAppGroupStore
import VitrineHost
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

/// A home screen at work: the installed widgets built for an environment, a host running them
/// on a manual clock with a store of its own, and the one way an instance is presented.
///
/// Every front end runs widgets through a session: the command line, the benchmarks, the tests
/// and the web server.
///
/// ```swift
/// let session = try HomeSession(environment: .process())
/// let instance = try await session.add(kind: "recommendations", family: .systemMedium)
/// let shown = try await session.present(instance)
/// try shown.render(as: .png, with: session.renderer())
/// ```
public final class HomeSession: Sendable {
  /// Where the host keeps its instances, configurations and budgets.
  public enum HostStorage: Sendable {
    /// A store in memory, gone with the session: a one-shot command or a test. Nothing is
    /// left on disk, even when the process is killed.
    case throwaway
    /// The store `vitrine.host` in a folder, kept across sessions.
    case folder(URL)
  }

  /// What the session's widgets were given.
  public let environment: HomeScreenEnvironment
  /// The installed widgets, built for ``environment``.
  public let widgets: [WidgetDescriptor]
  /// The host running them.
  public let host: WidgetHost
  /// The host's clock.
  public let clock: ManualClock
  /// Whether the clock follows the system time (it started at "now") rather than a moment
  /// given by the caller.
  public let followsSystemTime: Bool

  private let fonts = Mutex<WidgetRenderer?>(nil)

  /// Builds `library` for `environment` and starts a host for it whose clock reads `start`
  /// (`nil`: now, following the system clock on ``catchUp()``). On the main actor, where the
  /// widgets' bodies are read.
  ///
  /// With `kinds`, only the library's widgets of those kinds need be built (see
  /// ``WidgetLibrary/widgets(in:kinds:)``): what a one-shot command that runs one widget asks.
  /// With `clock`, the host runs on that clock (a simulation's, which moves the process's wall
  /// clock with it) and `start` is ignored.
  @MainActor public init(
    library: WidgetLibrary = .builtIn, environment: HomeScreenEnvironment, start: Date? = nil,
    clock given: ManualClock? = nil, hostStorage: HostStorage = .throwaway,
    configuration: HostConfiguration = HostConfiguration(), kinds: Set<String>? = nil
  ) throws {
    self.environment = environment
    // `@AppStorage` with a suite reads and writes the App Group store in the data folder.
    AppStorageSuites.useAppGroupStores(in: environment.dataDirectory)
    widgets =
      kinds.map { library.widgets(in: environment, kinds: $0) }
      ?? library.widgets(in: environment)
    clock = given ?? ManualClock(start ?? Date())
    followsSystemTime = given == nil && start == nil
    let store =
      switch hostStorage {
      case .throwaway: try AppGroupStore(inMemorySuiteName: "vitrine.host")
      case .folder(let url): try AppGroupStore(suiteName: "vitrine.host", directory: url)
      }
    host = try WidgetHost(
      widgets: widgets, store: store, clock: clock, configuration: configuration)
  }

  /// The installed widget of `kind`.
  public func widget(kind: String) throws -> WidgetDescriptor {
    try widgets.widget(kind: kind)
  }

  /// Places a widget of `kind` on the home screen, which loads its first timeline, and brings
  /// a session that follows the system time up to it.
  ///
  /// - Throws: ``HomeScreenError`` for an unknown kind or a family the device does not offer;
  ///   the host's errors for a family the widget does not support or configuration it refuses.
  public func add(
    kind: String, family: WidgetFamily, device: WidgetDevice = .standard,
    configuration: IntentValues = IntentValues()
  ) async throws -> WidgetInstance {
    _ = try widget(kind: kind)
    guard device.displaySize(for: family) != nil else {
      throw HomeScreenError.familyNotOnDevice(family: family.rawValue, device: device.id)
    }
    let instance = try await host.add(
      kind: kind, family: family, device: device, configuration: configuration)
    await catchUp()
    return instance
  }

  /// Brings a session that follows the system time up to it and runs the work due, so entries
  /// a provider dated with `Date()` while it answered are shown (providers written for iOS do
  /// not read `context.now`).
  public func catchUp() async {
    guard followsSystemTime else { return }
    clock.advance(to: Date())
    await host.processDueWork()
  }

  /// The renderer every presentation lays text out with: Pango over the pinned fonts, set up
  /// on first use.
  public func renderer() throws -> WidgetRenderer {
    if let renderer = fonts.withLock({ $0 }) { return renderer }
    let renderer = try WidgetRenderer()
    fonts.withLock { $0 = $0 ?? renderer }
    return renderer
  }

  /// The instance as the home screen shows it now: its entry, view, target and display list.
  ///
  /// When the host has only the placeholder (no timeline yet), the placeholder is what is
  /// shown, redacted, whatever `content` asked for: a placeholder is never drawn as if it
  /// were data.
  ///
  /// The view is built and laid out on the main actor, where views are evaluated.
  @MainActor
  public func present(
    _ instance: WidgetInstance, showing content: WidgetPresentation.Content = .current,
    appearance: WidgetAppearance = WidgetAppearance()
  ) async throws -> WidgetPresentation {
    let widget = try widget(kind: instance.kind)
    let entry: any TimelineEntry
    var isPlaceholder = content == .placeholder
    switch content {
    case .placeholder: entry = try await host.placeholderEntry(of: instance.id)
    case .preview: entry = try await host.previewEntry(of: instance.id)
    case .current:
      entry = try await host.currentEntry(of: instance.id)
      isPlaceholder = await host.shown(instance.id)?.isPlaceholder ?? true
    }
    guard let view = widget.content(entry) as? any View else {
      throw HomeScreenError.notAView(kind: widget.kind)
    }
    var target = WidgetRenderTarget(
      family: instance.family, device: instance.device, colorScheme: appearance.colorScheme,
      scale: appearance.scale, redactionReasons: isPlaceholder ? .placeholder : [],
      locale: appearance.locale, contentMarginsDisabled: widget.contentMarginsDisabled,
      now: clock.now)
    target.renderingMode = appearance.renderingMode
    target.dynamicTypeSize = appearance.dynamicTypeSize
    target.layoutDirection = appearance.layoutDirection
    target.containerBackgroundRemovable = widget.containerBackgroundRemovable
    let list = try renderer().displayList(for: view, target: target)
    return WidgetPresentation(
      widget: widget, instance: instance, entry: entry, view: view, target: target,
      appearance: appearance, displayList: list, isPlaceholder: isPlaceholder)
  }

  /// Taps the button of `instance` that `query` names (see ``WidgetButton/matches(_:)``):
  /// performs its intent, which reloads every instance of the kind at no budget cost.
  ///
  /// - Returns: The button tapped.
  @discardableResult
  public func tap(
    _ query: String, on instance: WidgetInstance,
    appearance: WidgetAppearance = WidgetAppearance()
  ) async throws -> WidgetButton {
    let shown = try await present(instance, appearance: appearance)
    let button = try shown.buttons.named(query, kind: instance.kind)
    try await tap(button, on: instance)
    return button
  }

  /// Performs `button`'s intent from `instance`, then catches up with the system time.
  public func tap(_ button: WidgetButton, on instance: WidgetInstance) async throws {
    try await host.perform(button.intent, from: instance.id)
    await catchUp()
  }
}
