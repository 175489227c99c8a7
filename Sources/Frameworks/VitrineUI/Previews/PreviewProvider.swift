import Foundation
import VitrineWidgetCore

/// Views an author wants to look at while writing them, as `PreviewProvider` in SwiftUI.
///
/// ```swift
/// struct StepsWidget_Previews: PreviewProvider {
///   static var previews: some View {
///     StepsView(entry: .sample)
///       .previewContext(WidgetPreviewContext(family: .systemSmall))
///       .previewDisplayName("Small")
///   }
/// }
/// ```
/// Xcode draws previews on its canvas; here `vitrine previews` lists and renders them for the
/// providers an author passes to `VitrineCommandLine.main(_:widgets:previews:)`. Each view of
/// `previews` (a `Group` or several views in a row) is one preview. `#Preview` needs no list:
/// its previews register themselves (``PreviewRegistration/all``).
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}

extension PreviewProvider {
  /// Each preview the provider declares, with its name and widget family.
  public static var previewItems: [PreviewItem] {
    PreviewItem.items(of: previews, provider: String(describing: Self.self))
  }
}

/// A widget family to preview a view in, as `WidgetPreviewContext` in WidgetKit.
public struct WidgetPreviewContext: Sendable, Hashable {
  /// The family the preview is drawn as.
  public var family: WidgetFamily

  /// A context for `family`.
  public init(family: WidgetFamily) { self.family = family }
}

/// One preview: its name, the family it is drawn as, and the view.
public struct PreviewItem {
  /// The provider's type name.
  public var provider: String
  /// The name given with `previewDisplayName`, else the provider's name and the preview's
  /// position ("StepsWidget_Previews 2").
  public var name: String
  /// The family given with `previewContext`, else small.
  public var family: WidgetFamily
  /// The view.
  public var view: AnyView
  /// The size in points the view is drawn at instead of the family's (`.fixedLayout`).
  public var size: CGSize? = nil
  /// Whether the widget turned off the system's content margins.
  public var contentMarginsDisabled = false
  /// Which entry of a widget preview's timeline this is, from 1; `nil` for a view.
  public var entry: Int? = nil
  /// The entry's date, the moment the widget is drawn at; `nil` for a view.
  public var date: Date? = nil
  /// The Live Activity presentation to draw instead of `view` (whose Lock Screen view it is);
  /// `nil` for a widget or a view. `entry` counts the preview's content states.
  public var activity: ActivityPreview? = nil

  /// Splits `previews` into its views, reading each one's annotations.
  @MainActor static func items(of previews: some View, provider: String) -> [PreviewItem] {
    let views = PreviewSplitting.children(of: previews)
    return views.enumerated().map { index, view in
      var annotation = PreviewAnnotation()
      PreviewSplitting.annotations(of: view, into: &annotation)
      return PreviewItem(
        provider: provider,
        name: annotation.name ?? (views.count == 1 ? provider : "\(provider) \(index + 1)"),
        family: annotation.family ?? .systemSmall, view: AnyView(view))
    }
  }
}
