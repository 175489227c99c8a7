import Foundation
import VitrineWidgetCore

/// Runs an app's views: keeps their state, answers taps, long presses and scrolls, and lays
/// out a new frame when something changed, through the same resolve, layout and display-list
/// passes a widget goes through.
///
/// ```swift
/// let host = ViewHost(CounterView(), screenSize: CGSize(width: 393, height: 852),
///                     safeAreaInsets: EdgeInsets(top: 59, bottom: 34), measurer: measurer)
/// host.tap(at: CGPoint(x: 196, y: 400))
/// print(host.displayList.accessibilityElements)
/// ```
///
/// A frame resolves the view tree with the host's ``ViewGraph``: only views whose state
/// changed (and views whose inputs changed because of them) evaluate their bodies; every other
/// custom view gives back its layout nodes from the last frame. Appear and disappear actions
/// run after the frame; if they change state another frame follows. The host is not
/// thread-safe: drive it from one thread (or task) at a time.
@MainActor
public final class ViewHost {
  /// The screen's size in points.
  public let screenSize: CGSize
  /// The status bar's and home indicator's insets.
  public let safeAreaInsets: EdgeInsets
  /// The environment the views are resolved in (the safe area is added to it).
  public let environment: EnvironmentValues
  let measurer: RememberingTextMeasurer
  let graph = ViewGraph()
  private let root: AnyView
  private let showsStatusBar: Bool
  private var roots: [LayoutNode] = []
  private var statusBar: LayoutNode?
  private var modalRoots: [LayoutNode] = []
  private var presentations: [Presentation] = []
  private var current: DisplayList?
  private var needsPlacement = false
  /// Bumped when nodes move without being resolved again (scrolling), so reused nodes are
  /// placed again.
  private var placementEpoch = 1
  private var openMenu: (items: ContextMenuItems, anchor: CGRect)?
  /// How many frames have been resolved.
  public private(set) var frameCount = 0
  /// The URLs the screen opened (`openURL`, deep links), oldest first.
  public private(set) var openedURLs: [URL] = []
  private let urlSink = URLSink()

  /// Mounts `content` on a screen of `screenSize` points with `safeAreaInsets`; the status
  /// bar (time, signal, battery) is drawn in the top inset unless `showsStatusBar` is false.
  public init<Content: View>(
    _ content: Content, screenSize: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
    environment: EnvironmentValues = EnvironmentValues(), measurer: any TextMeasurer,
    showsStatusBar: Bool = true
  ) {
    self.root = AnyView(content)
    self.screenSize = screenSize
    self.safeAreaInsets = safeAreaInsets
    var environment = environment
    let sink = urlSink
    environment.openURL = OpenURLAction { sink.urls.append($0) }
    self.environment = environment
    self.measurer = RememberingTextMeasurer(base: measurer)
    self.showsStatusBar = showsStatusBar && safeAreaInsets.top > 0
  }

  /// Mounts the root view of `app`'s first window group.
  public convenience init<A: App>(
    app: A, screenSize: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
    environment: EnvironmentValues = EnvironmentValues(), measurer: any TextMeasurer
  ) {
    self.init(
      app.rootView, screenSize: screenSize, safeAreaInsets: safeAreaInsets,
      environment: environment, measurer: measurer)
  }

  /// The screen, laid out again first if state changed or the screen scrolled.
  public var displayList: DisplayList {
    update()
    return current ?? DisplayList(size: screenSize)
  }

  /// How many times each view type's body has been evaluated since the last reset.
  public var bodyEvaluations: [String: Int] { graph.bodyEvaluations }

  /// The total of ``bodyEvaluations``.
  public var bodyEvaluationCount: Int { graph.bodyEvaluations.values.reduce(0, +) }

  /// Starts counting body evaluations from zero.
  public func resetStatistics() { graph.resetStatistics() }

  /// The screen laid out from scratch with the current state: every body evaluated again,
  /// every view resolved, measured and placed anew, nothing the host kept is reused (the
  /// renderer's own font caches stay). Equals ``displayList``;
  /// tests compare the two and benchmarks time it.
  public func displayListFromScratch() -> DisplayList {
    update()
    graph.invalidateAll()
    measurer.forget()
    update()
    return current ?? DisplayList(size: screenSize)
  }

  /// Lays out the frames needed until nothing is dirty (at most 16 in a row, so an appear
  /// action that always changes state cannot loop forever).
  public func update() {
    var frames = 0
    while current == nil || graph.needsUpdate, frames < 16 {
      renderFrame()
      frames += 1
    }
    if needsPlacement {
      placeAndEmit()
    }
  }

  /// Taps at `point` (screen coordinates); returns whether a handler took it. With a context
  /// menu open, a tap outside it closes it.
  @discardableResult
  public func tap(at point: CGPoint) -> Bool {
    update()
    if openMenu != nil {
      let outcome = topOutcome(at: point, kind: .tap, in: modalRoots)
      if case .handled(let handler?) = outcome { perform(handler) } else { closeMenu() }
      return true
    }
    let layers = presentations.isEmpty ? roots : modalRoots
    let outcome = topOutcome(at: point, kind: .tap, in: layers)
    guard case .handled(let handler) = outcome else { return false }
    if let handler { perform(handler) }
    return true
  }

  /// Presses and holds at `point`: runs a long-press handler or opens a context menu.
  @discardableResult
  public func longPress(at point: CGPoint) -> Bool {
    update()
    let layers = presentations.isEmpty ? roots : modalRoots
    guard case .handled(let handler?) = topOutcome(at: point, kind: .longPress, in: layers)
    else { return false }
    perform(handler)
    return true
  }

  /// Scrolls the innermost scroll view under `point` along its axis by `delta` (positive
  /// moves further into the content, as a finger moving up or left); returns whether it moved.
  @discardableResult
  public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
    update()
    let layers = presentations.isEmpty ? roots : modalRoots
    if delta.width > abs(delta.height),
      case .handled(let handler?) = topOutcome(at: point, kind: .swipe, in: layers)
    {
      perform(handler)
      return true
    }
    for layer in layers.reversed() {
      for position in HitTester.scrollPositions(layer, at: point) {
        let amount = position.axis == .vertical ? delta.height : delta.width
        guard amount != 0 else { continue }
        if position.scroll(by: amount) {
          needsPlacement = true
          placementEpoch += 1
          return true
        }
      }
    }
    return false
  }

  /// The titles of the open context menu's items, or `nil` when none is open.
  public var contextMenuTitles: [String]? {
    update()
    return openMenu?.items.items.map(\.title)
  }

  /// Chooses the open context menu's item titled `title`: runs it and closes the menu.
  public func chooseMenuItem(_ title: String) throws {
    update()
    guard let menu = openMenu else { throw ViewHostError.noContextMenu }
    guard let item = menu.items.items.first(where: { $0.title == title }) else {
      throw ViewHostError.noMenuItem(title, available: menu.items.items.map(\.title))
    }
    if let submenu = item.submenu {
      openMenu = (submenu, menu.anchor)
      current = nil
      return
    }
    closeMenu()
    if item.isEnabled { item.action() }
  }

  /// Closes the topmost sheet; returns whether one was open.
  @discardableResult
  public func dismissSheet() -> Bool {
    update()
    guard let top = presentations.last else { return false }
    top.dismiss()
    return true
  }

  /// Runs the tasks started by `task` modifiers so far, in order, then lays out again; a task
  /// whose view went away before it ran is not run (as SwiftUI cancels it).
  public func runTasks() async {
    while !graph.pendingTasks.isEmpty {
      let tasks = graph.pendingTasks
      graph.pendingTasks = []
      for (record, task) in tasks where record.isActive { await task() }
      update()
    }
  }

  private func perform(_ handler: HitTester.Handler) {
    switch handler {
    case .gesture(let gesture):
      gesture.action()
      openedURLs.append(contentsOf: urlSink.urls)
      urlSink.urls = []
    case .menu(let items, let frame):
      openMenu = (items, frame)
      current = nil
    }
  }

  private func closeMenu() {
    openMenu = nil
    current = nil
  }

  private func topOutcome(
    at point: CGPoint, kind: GestureHandler.Kind, in layers: [LayoutNode]
  ) -> HitTester.Outcome {
    for layer in layers.reversed() {
      let outcome = HitTester.test(layer, at: point, kind: kind)
      if case .miss = outcome { continue }
      return outcome
    }
    return .miss
  }

  private var safeRect: CGRect {
    CGRect(
      x: safeAreaInsets.leading, y: safeAreaInsets.top,
      width: max(screenSize.width - safeAreaInsets.horizontal, 0),
      height: max(screenSize.height - safeAreaInsets.vertical, 0))
  }

  /// Resolves the views (reusing what did not change), then places and emits.
  private func renderFrame() {
    graph.beginFrame()
    graph.keepRoot()
    frameCount += 1
    var context = ResolveContext(environment: environment, stackAxis: nil, measurer: measurer)
    context.graph = graph
    context.owner = graph.rootOwner
    context.environment.container.safeArea = SafeAreaGeometry(
      screen: CGRect(origin: .zero, size: screenSize), safe: safeRect)
    let content = context.child(.slot, "content").singleNode(for: root)
    roots = content.map { [$0] } ?? []
    presentations = content.map(Self.presentations(in:)) ?? []
    modalRoots = presentations.flatMap(\.nodes)
    statusBar =
      showsStatusBar
      ? context.child(.slot, "status").singleNode(
        for: StatusBar(topPadding: safeAreaInsets.top > 40 ? 8 : 0)) : nil
    if let menu = openMenu {
      let overlay = ContextMenuOverlay(
        items: menu.items, anchor: menu.anchor, screen: CGRect(origin: .zero, size: screenSize),
        choose: { [weak self] title in try? self?.chooseMenuItem(title) },
        close: { [weak self] in self?.closeMenu() })
      if let node = context.child(.slot, "menu").singleNode(for: overlay) {
        modalRoots.append(node)
      }
    }
    let actions = graph.endFrame()
    placeAndEmit()
    for action in actions { action() }
  }

  private func placeAndEmit() {
    needsPlacement = false
    let screen = CGRect(origin: .zero, size: screenSize)
    // The safe area is the container `containerRelativeFrame` measures against.
    ContainerRelativeFrameLayout.$containerSize.withValue(safeRect.size) {
      for node in roots { WidgetLayout.place(node, in: safeRect, epoch: placementEpoch) }
    }
    if let statusBar {
      WidgetLayout.place(
        statusBar, in: CGRect(x: 0, y: 0, width: screenSize.width, height: safeAreaInsets.top),
        epoch: placementEpoch)
    }
    for node in modalRoots {
      WidgetLayout.place(
        node, in: openMenu != nil && node === modalRoots.last ? screen : safeRect,
        epoch: placementEpoch)
    }
    var list = DisplayList(size: screenSize)
    var builder = DisplayListBuilder()
    builder.visibleRect = screen
    for node in roots + (statusBar.map { [$0] } ?? []) + modalRoots {
      list.items.append(contentsOf: builder.items(for: node))
    }
    let readable = modalRoots.isEmpty ? roots : modalRoots
    list.accessibilityElements = ReadingOrder.sorted(
      readable.flatMap { AccessibilityCollector.elements(for: $0, visible: screen) },
      rightToLeft: environment.layoutDirection == .rightToLeft)
    list.interactiveRegions = builder.regions
    list.widgetURL = builder.widgetURL
    list.identifiedViews = builder.identifiedViews
    current = list
  }

  private static func presentations(in node: LayoutNode) -> [Presentation] {
    guard node.containsPresentation else { return [] }
    var found: [Presentation] = []
    for case .presentation(let presentation) in node.effects { found.append(presentation) }
    for child in node.children { found.append(contentsOf: presentations(in: child)) }
    return found
  }
}

/// Where `openURL` puts the URLs until the host reads them.
private final class URLSink {
  var urls: [URL] = []
}

/// Why a host could not do what it was asked.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
  /// No context menu is open.
  case noContextMenu
  /// The open menu has no item with this title.
  case noMenuItem(String, available: [String])

  public var description: String {
    switch self {
    case .noContextMenu: return "no context menu is open (long-press a view that has one)"
    case .noMenuItem(let title, let available):
      return "the context menu has no item '\(title)' (items: \(available.joined(separator: ", ")))"
    }
  }
}
