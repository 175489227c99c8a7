import Foundation

/// The lock screen's standard backdrop for an accessory widget: the family's shape filled
/// with the quaternary foreground, which over the lock screen's white foreground is a faint
/// translucent disc or plate.
///
/// In `accessoryCircular` (and any square space) it is a circle; in `accessoryRectangular` a
/// rectangle with 10-point continuous corners; in `accessoryInline`, which has no backdrop, it
/// draws nothing. Like a shape, it fills the space it is offered.
public struct AccessoryWidgetBackground: View {
  @Environment(\.widgetFamily) private var family

  /// Creates the backdrop.
  public init() {}

  /// The family's shape.
  public var body: some View {
    switch family {
    case .accessoryInline:
      EmptyView()
    case .accessoryCircular:
      Circle().fill(.quaternary)
    default:
      RoundedRectangle(cornerRadius: 10, style: .continuous).fill(.quaternary)
    }
  }
}
