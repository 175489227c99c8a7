import Foundation
import VitrineCountryStatsWidget
import VitrineExampleWidgets
import VitrineRecommendationsWidget
import VitrineStatistics
import VitrineWidgetCore

/// The widgets installed on a home screen, each built with the dependencies it needs from a
/// ``HomeScreenEnvironment``.
///
/// ```swift
/// let widgets = WidgetLibrary.builtIn.widgets(in: .process())
/// ```
public struct WidgetLibrary: Sendable {
  /// Builds the widgets of the library's parts that install one of the kinds (`nil`: all).
  private let make: @MainActor @Sendable (HomeScreenEnvironment, Set<String>?) -> [WidgetDescriptor]

  /// A library whose widgets are built for each environment by `make`, on the main actor (a
  /// widget's `body` is main-actor isolated, as in WidgetKit).
  public init(_ make: @escaping @MainActor @Sendable (HomeScreenEnvironment) -> [WidgetDescriptor])
  {
    self.make = { environment, _ in make(environment) }
  }

  /// A library of widgets that need nothing from the environment, such as an author's own
  /// bundle: `WidgetLibrary(MyWidgetBundle().descriptors)`.
  public init(_ widgets: [WidgetDescriptor]) {
    make = { _, _ in widgets }
  }

  /// A library made of parts, each built only when one of its kinds is asked for (see
  /// ``widgets(in:kinds:)``): a one-shot command that runs one widget builds only that one.
  public init(parts: [Part]) {
    make = { environment, kinds in
      parts.filter { part in kinds.map { !$0.isDisjoint(with: part.kinds) } ?? true }
        .flatMap { $0.make(environment) }
    }
  }

  /// Widgets of a library built together, and the kinds they install.
  public struct Part: Sendable {
    /// The kinds the part's widgets have.
    public var kinds: Set<String>
    /// Builds the part's widgets for an environment.
    public var make: @MainActor @Sendable (HomeScreenEnvironment) -> [WidgetDescriptor]

    /// A part installing `kinds`, built by `make`.
    public init(
      kinds: Set<String>,
      make: @escaping @MainActor @Sendable (HomeScreenEnvironment) -> [WidgetDescriptor]
    ) {
      self.kinds = kinds
      self.make = make
    }
  }

  /// The widgets that ship with Vitrine: the clock example, the recommendations widget (its
  /// posters cache and carousel in the environment's `group.vitrine` store, its API at
  /// `$VITRINE_API_URL` or the embedded catalog) and the country statistics widget (its API at
  /// `$VITRINE_STATS_API_URL` or the embedded snapshot).
  ///
  /// The kinds are spelled out: the widgets' own `kind` constants are main-actor isolated, as
  /// widgets are. A part whose kinds were wrong would only be built in full
  /// (``widgets(in:kinds:)``); the home screen's tests check that each builds its kind alone.
  public static let builtIn = WidgetLibrary(parts: [
    Part(kinds: ["clock"]) { _ in ClockWidget().descriptors },
    Part(kinds: ["recommendations"]) { environment in
      let recommendations = RecommendationsDependencies.standard(
        directory: environment.dataDirectory, environment: environment.variables)
      return RecommendationsWidget(dependencies: recommendations).descriptors
    },
    Part(kinds: ["covid-stats"]) { environment in
      CountryStatsInstallation.descriptors(
        api: StatisticsSource.api(environment: environment.variables))
    },
  ])

  /// The widgets, built for `environment`.
  @MainActor public func widgets(in environment: HomeScreenEnvironment) -> [WidgetDescriptor] {
    make(environment, nil)
  }

  /// The widgets of `kinds` built for `environment`, and whatever else their parts build; every
  /// widget when one of the kinds is not found that way, so an unknown kind is reported with
  /// the whole list of installed kinds.
  @MainActor public func widgets(
    in environment: HomeScreenEnvironment, kinds: Set<String>
  ) -> [WidgetDescriptor] {
    let some = make(environment, kinds)
    return kinds.isSubset(of: some.map(\.kind)) ? some : make(environment, nil)
  }
}

/// Why a home screen could not do what was asked.
public enum HomeScreenError: Error, Equatable, CustomStringConvertible {
  /// No installed widget has the kind.
  case unknownKind(String, installed: [String])
  /// The device has no widgets of the family.
  case familyNotOnDevice(family: String, device: String)
  /// The widget's content closure did not give a view of the view layer.
  case notAView(kind: String)
  /// No button of the widget matches what was asked for.
  case noSuchButton(kind: String, query: String, buttons: [String])
  /// Several buttons match what was asked for.
  case ambiguousButton(query: String, matches: [String])

  public var description: String {
    switch self {
    case .unknownKind(let kind, let installed):
      let guess = SpellingSuggestion.closest(to: kind, among: installed)
      return "unknown widget kind '\(kind)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
        + " (kinds: \(installed.joined(separator: ", ")))"
    case .familyNotOnDevice(let family, let device):
      return "device \(device) has no \(family) widgets (see 'vitrine devices')"
    case .notAView(let kind):
      return "the content of widget '\(kind)' is not a VitrineUI view"
    case .noSuchButton(let kind, let query, let buttons):
      let list =
        buttons.isEmpty ? "it shows no buttons now" : "buttons: " + buttons.joined(separator: ", ")
      return "\(kind) has no button matching '\(query)' (\(list))"
    case .ambiguousButton(let query, let matches):
      return "'\(query)' matches several buttons (\(matches.joined(separator: ", ")))"
    }
  }
}

extension Array where Element == WidgetDescriptor {
  /// The widget of `kind`.
  ///
  /// - Throws: ``HomeScreenError/unknownKind(_:installed:)`` listing the installed kinds.
  public func widget(kind: String) throws -> WidgetDescriptor {
    guard let widget = first(where: { $0.kind == kind }) else {
      throw HomeScreenError.unknownKind(kind, installed: map(\.kind))
    }
    return widget
  }
}
