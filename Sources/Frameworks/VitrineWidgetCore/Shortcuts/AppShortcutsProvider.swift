/// The shortcuts an app offers without setup, as `AppShortcutsProvider` in AppIntents: each
/// an intent with the phrases that start it and a title and symbol for the Shortcuts app.
public protocol AppShortcutsProvider {
  /// The app's shortcuts.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

/// An intent offered as a shortcut, with its spoken phrases.
public struct AppShortcut: Sendable {
  /// The intent's type name.
  public let intentType: String
  /// The phrases, each naming the app where the template put `\(.applicationName)`.
  public let phrases: [String]
  /// The short title shown on the shortcut's tile.
  public let shortTitle: String
  /// The SF Symbol shown on the tile.
  public let systemImageName: String

  /// Creates a shortcut of `intent`.
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {
    intentType = String(describing: Intent.self)
    self.phrases = phrases.map(\.template)
    self.shortTitle = String(describing: shortTitle)
    self.systemImageName = systemImageName
  }

  /// The phrases with `applicationName` in place of the app's name token.
  public func phrases(applicationName: String) -> [String] {
    phrases.map {
      $0.replacingOccurrences(of: AppShortcutToken.applicationName, with: applicationName)
    }
  }
}

/// How a phrase template marks where the app's name goes.
enum AppShortcutToken {
  static let applicationName = "${applicationName}"
}

/// A phrase that starts a shortcut, written with `\(.applicationName)` where the app's name
/// is said: `"Log water in \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
  /// What a phrase may interpolate.
  public enum Token: Sendable {
    /// The app's name (a phrase must say it).
    case applicationName
  }

  /// Builds a phrase from its literal text and tokens.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    /// Reserves room for the phrase.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// A token.
    public mutating func appendInterpolation(_ token: Token) {
      text += AppShortcutToken.applicationName
    }
  }

  /// The phrase with the app's name as `${applicationName}`.
  public let template: String

  /// A phrase with no token.
  public init(stringLiteral value: String) { template = value }

  /// A phrase with tokens.
  public init(stringInterpolation: StringInterpolation) { template = stringInterpolation.text }

  /// Whether the phrase says the app's name, as iOS requires of every phrase.
  public var namesApplication: Bool { template.contains(AppShortcutToken.applicationName) }
}

/// Builds an app's list of shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
  /// A shortcut.
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  /// The shortcuts in order.
  public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] {
    shortcuts.flatMap { $0 }
  }
}

/// An intent that opens the app at an entity or value, as `OpenIntent` in AppIntents: iOS opens
/// the app before performing it.
public protocol OpenIntent: AppIntent {
  /// The type of what is opened.
  associatedtype Value
  /// What the app opens at.
  var target: Value { get set }
}

extension OpenIntent {
  /// An open intent always brings the app to the foreground.
  public static var openAppWhenRun: Bool { true }
}
