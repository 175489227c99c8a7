import Foundation
import VitrineActivityKit
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

/// Why a Live Activity could not be snapshotted.
public enum ActivitySnapshotError: Error, CustomStringConvertible {
  /// The widget declares no `ActivityConfiguration` for the attributes type named.
  case noActivity(attributes: String, widget: String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .noActivity(let attributes, let widget):
      return "\(widget) declares no ActivityConfiguration for \(attributes)"
    }
  }
}

extension Snapshotting where Value: Widget, Format == RasterImage {
  /// A presentation of the widget's Live Activity for `attributes` and `state`, rendered to
  /// pixels as an iPhone 15 Pro shows it (see `ActivityLayout` for the sizes).
  @MainActor
  public static func image<Attributes: ActivityAttributes>(
    activity presentation: ActivityPresentation, attributes: Attributes,
    state: Attributes.ContentState, isStale: Bool = false, colorScheme: ColorScheme = .light,
    scale: Double = 2, tolerance: ImageTolerance = ImageTolerance()
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: .image(tolerance: tolerance),
      snapshot: { widget in
        let views = try activityViews(
          of: widget, attributes: attributes, state: state, isStale: isStale)
        return try WidgetRenderer().rasterize(
          presentation, of: views, colorScheme: colorScheme, scale: scale)
      })
  }
}

extension Snapshotting where Value: Widget, Format == String {
  /// The display list of a presentation of the widget's Live Activity, as text; with the
  /// default ``SnapshotTextMeasurement/fixedAdvance`` it depends on no fonts.
  @MainActor
  public static func layout<Attributes: ActivityAttributes>(
    activity presentation: ActivityPresentation, attributes: Attributes,
    state: Attributes.ContentState, isStale: Bool = false, colorScheme: ColorScheme = .light,
    text: SnapshotTextMeasurement = .fixedAdvance
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "txt", diffing: .lines,
      snapshot: { widget in
        let views = try activityViews(
          of: widget, attributes: attributes, state: state, isStale: isStale)
        switch text {
        case .fonts:
          return try WidgetRenderer().activityDisplayList(
            presentation, of: views, colorScheme: colorScheme
          ).dump()
        case .fixedAdvance:
          var environment = EnvironmentValues()
          environment.colorScheme = colorScheme
          return ActivityLayout.displayList(
            for: presentation, of: views, environment: environment,
            measurer: FixedAdvanceTextMeasurer()
          ).dump()
        }
      })
  }
}

/// The views of `widget`'s Live Activity for `attributes` and `state`.
@MainActor
private func activityViews<W: Widget, Attributes: ActivityAttributes>(
  of widget: W, attributes: Attributes, state: Attributes.ContentState, isStale: Bool
) throws -> ActivityPresentations {
  let descriptor = widget.activityDescriptors.first {
    $0.attributesType == ObjectIdentifier(Attributes.self)
  }
  guard
    let views = descriptor?.presentations(
      attributes: attributes, state: state,
      details: ActivityDetails(activityID: "snapshot", isStale: isStale))
  else {
    throw ActivitySnapshotError.noActivity(
      attributes: String(describing: Attributes.self), widget: String(describing: W.self))
  }
  return views
}
