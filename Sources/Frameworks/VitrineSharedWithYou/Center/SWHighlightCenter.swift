import Foundation
import Synchronization
import VitrineAssociatedDomains
import VitrineSharedWithYouSystem
import VitrineUI

/// The highlights the system surfaces to this app, in priority order, kept up to date.
///
/// Whenever the list or its order changes — a message arrives, a contact is added or removed, a
/// setting flips, a highlight is hidden — ``highlights`` is replaced and the delegate's
/// `highlightCenterHighlightsDidChange(_:)` is called on the main actor, once per change that
/// alters the list (not for changes that leave it as it was). A center can be made and read
/// on any thread (an app's views are laid out wherever its runtime runs them).
public final class SWHighlightCenter: Sendable {
  /// Told when ``highlights`` changes.
  public var delegate: (any SWHighlightCenterDelegate)? {
    get { state.withLock { $0.delegate.object } }
    set { state.withLock { $0.delegate = WeakDelegate(object: newValue) } }
  }
  /// The highlights, highest priority first.
  public var highlights: [SWHighlight] { state.withLock { $0.highlights } }
  let connection: SWSystemConnection?
  private let subscription: Subscription?
  private let state = Mutex(CenterState())

  /// The title an app gives its collection of highlights: "Shared with You" (in Russian,
  /// "Поделились с вами").
  ///
  /// Read in the body of a view placed under a connection
  /// (``VitrineUI/EnvironmentValues/sharedWithYouConnection``), it is in that view's language;
  /// elsewhere in the language of ``SWSystemConnection/current``, else the process's.
  public static var highlightCollectionTitle: String {
    let environment = Environment(\.self).wrappedValue
    if environment.sharedWithYouConnection != nil {
      return SharedWithYouStrings.collectionTitle(environment.locale)
    }
    return SharedWithYouStrings.collectionTitle(
      SWSystemConnection.current?.locale ?? Locale.current)
  }

  /// A center on the process's connection (``SWSystemConnection/current``).
  public convenience init() {
    self.init(connection: SWSystemConnection.current)
  }

  /// A center on `connection`; without one, it has no highlights and refuses every request.
  public init(connection: SWSystemConnection?) {
    self.connection = connection
    guard let connection else {
      subscription = nil
      return
    }
    let subscription = Subscription(system: connection.system)
    self.subscription = subscription
    let loaded = Self.load(connection)
    state.withLock { $0.highlights = loaded }
    let pending = pendingRefreshes
    subscription.start { [weak self] in
      // System changes can come from any thread; the list is read again on the main actor.
      pending.add()
      Task { @MainActor in
        self?.refresh()
        pending.subtract()
      }
    }
  }

  /// How many system changes are waiting to be read on the main actor.
  private let pendingRefreshes = PendingCount()

  /// Returns once every system change made so far has been read (and the delegate told).
  func settle() async {
    while pendingRefreshes.count > 0 {
      await Task.yield()
    }
  }

  /// Reads the highlights again and tells the delegate if they changed.
  @MainActor func refresh() {
    guard let connection else { return }
    let fresh = Self.load(connection)
    let changed = state.withLock { state -> Bool in
      guard fresh.map(\.identifier) != state.highlights.map(\.identifier) else { return false }
      state.highlights = fresh
      return true
    }
    guard changed else { return }
    delegate?.highlightCenterHighlightsDidChange(self)
  }

  /// The highlight for `url`.
  ///
  /// - Throws: ``SWHighlightCenterError`` with `accessDenied` when the app is not installed or
  ///   Shared with You is off (globally or for the app), `invalidURL` when the URL is not a
  ///   universal link of the app or nobody shared it, `internalError` when the system failed.
  public func highlight(for url: URL) async throws -> SWHighlight {
    try lookUp(url)
  }

  /// Gives the highlight for `url`, or the error ``highlight(for:)`` would throw.
  @MainActor public func getHighlightFor(
    _ url: URL, completionHandler: @escaping @MainActor (SWHighlight?, (any Error)?) -> Void
  ) {
    do {
      completionHandler(try lookUp(url), nil)
    } catch {
      completionHandler(nil, error)
    }
  }

  private func lookUp(_ written: URL) throws -> SWHighlight {
    // Highlights are kept as a browser reads their links (`/title/./x` is `/title/x`).
    let url = (try? URLNormalization.normalize(written)) ?? written
    guard let connection else {
      throw SWHighlightCenterError(.accessDenied, reason: "no connection to the system")
    }
    let report: HighlightReport
    let settings: SharedWithYouSettings
    let app: InstalledApp
    do {
      app = try connection.system.app(id: connection.appID)
      settings = try connection.system.settings()
      report = try connection.system.report(appID: connection.appID)
    } catch SystemStoreError.notFound {
      throw SWHighlightCenterError(.accessDenied, reason: "\(connection.appID) is not installed")
    } catch {
      throw SWHighlightCenterError(.internalError, reason: "\(error)")
    }
    guard settings.enabled, !settings.disabledApps.contains(app.id) else {
      throw SWHighlightCenterError(.accessDenied, reason: "Shared with You is off for \(app.id)")
    }
    let domains = (try? app.domains()) ?? []
    guard domains.contains(where: { $0.matches(url) }) else {
      throw SWHighlightCenterError(
        .invalidURL, reason: "\(url.absoluteString) is not a universal link of \(app.id)")
    }
    guard let found = report.highlights.first(where: { $0.url == url }) else {
      throw SWHighlightCenterError(
        .invalidURL, reason: "\(url.absoluteString) was not shared with you")
    }
    return SWHighlight(identifier: found.id, url: found.url)
  }

  static func load(_ connection: SWSystemConnection) -> [SWHighlight] {
    let report = try? connection.system.report(appID: connection.appID)
    return (report?.highlights ?? []).map { SWHighlight(identifier: $0.id, url: $0.url) }
  }
}

/// What a center keeps behind its lock.
struct CenterState {
  var highlights: [SWHighlight] = []
  var delegate = WeakDelegate(object: nil)
}

/// The center's delegate, held weakly.
struct WeakDelegate: @unchecked Sendable {
  // Read and written under the center's lock; the delegate itself is only called on the main
  // actor.
  weak var object: (any SWHighlightCenterDelegate)?
}

/// A count shared between the observer and the center.
final class PendingCount: Sendable {
  private let value = Atomic<Int>(0)

  var count: Int { value.load(ordering: .sequentiallyConsistent) }
  func add() { value.add(1, ordering: .sequentiallyConsistent) }
  func subtract() { value.subtract(1, ordering: .sequentiallyConsistent) }
}

/// A center's observer on the system, removed when the center goes away.
final class Subscription: Sendable {
  let system: SharedWithYouSystem
  private let token = Mutex<UInt64?>(nil)

  init(system: SharedWithYouSystem) {
    self.system = system
  }

  func start(_ handler: @escaping @Sendable () -> Void) {
    let id = system.addObserver(handler)
    token.withLock { $0 = id }
  }

  deinit {
    if let id = token.withLock({ $0 }) { system.removeObserver(id) }
  }
}
