import Foundation
import VitrineWidgetCore

/// One preview an author declares with `#Preview`, as `Preview` in Apple's
/// DeveloperToolsSupport: a view, or a widget in a family with its entries.
///
/// `#Preview` expands into a registration that calls one of these initializers, so authors write
/// the macro, never the type. `vitrine previews` (and `Preview.registered`) lists what the
/// program's `#Preview`s declared.
public struct Preview {
  /// The name given to `#Preview`, if any.
  public let name: String?
  let content: Content

  /// What a preview shows.
  enum Content {
    /// A view, at a fixed size in points or as a small widget.
    case view(size: CGSize?, body: @MainActor () -> any View)
    /// A widget in `family`, once per entry `entries` returns for the context; `widget` gives
    /// `nil` for a Live Activity, which has no families.
    case widget(
      family: WidgetFamily, widget: @MainActor () -> WidgetDescriptor?,
      entries: @MainActor (TimelineProviderContext) async throws -> [any TimelineEntry])
    /// A Live Activity's `presentation`, once per content state; `views` gives `nil` when the
    /// widget declares no activity for the attributes type, and `nil` items for states the
    /// activity does not draw.
    case activity(
      presentation: ActivityPresentation, attributesName: String,
      views: @MainActor () -> [ActivityPresentations?]?)
  }

  /// Traits a view preview takes, as `Preview.ViewTraits` in SwiftUI.
  public struct ViewTraits: Sendable {}

  /// A preview of the view `body` builds.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    let size = traits.compactMap(\.size).last
    content = .view(size: size, body: body)
  }

  init(name: String?, content: Content) {
    self.name = name
    self.content = content
  }
}

/// A trait of a preview, as `PreviewTrait` in SwiftUI.
public struct PreviewTrait<T>: Sendable {
  /// The size in points the preview is drawn at, if the trait fixes one.
  let size: CGSize?
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Draws the view at `width` × `height` points instead of a small widget's size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(size: CGSize(width: width, height: height))
  }

  /// Draws the view at a small widget's size, the default.
  public static var defaultLayout: PreviewTrait { PreviewTrait(size: nil) }
}

/// Why a preview could not be shown.
public enum PreviewError: Error, CustomStringConvertible, Equatable {
  /// An entry of the timeline is not the type the widget draws.
  case entryNotForWidget(preview: String, entry: Int, kind: String)
  /// The widget does not offer the family the preview asks for.
  case familyNotSupported(preview: String, family: WidgetFamily, kind: String)
  /// The timeline provider did not answer in time.
  case noTimeline(preview: String, seconds: Int)
  /// The timeline has no entries.
  case emptyTimeline(preview: String)
  /// The previewed `Widget` is a Live Activity, which is not shown in a widget family.
  case notAWidget(preview: String)
  /// The previewed `Widget` declares no Live Activity for the attributes type.
  case noActivity(preview: String, attributes: String)

  /// The error as one line naming the preview.
  public var description: String {
    switch self {
    case .entryNotForWidget(let preview, let entry, let kind):
      "preview '\(preview)': entry \(entry) is not the entry type widget '\(kind)' draws"
    case .familyNotSupported(let preview, let family, let kind):
      "preview '\(preview)': widget '\(kind)' does not support \(family.rawValue)"
    case .noTimeline(let preview, let seconds):
      "preview '\(preview)': the timeline provider did not answer within \(seconds) s"
    case .emptyTimeline(let preview):
      "preview '\(preview)': the timeline has no entries"
    case .notAWidget(let preview):
      "preview '\(preview)': the widget is a Live Activity, which has no widget families"
    case .noActivity(let preview, let attributes):
      "preview '\(preview)': the widget declares no ActivityConfiguration for \(attributes)"
    }
  }
}
