import Foundation

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a progress view for a task of unknown length: iOS draws it as the activity
  /// indicator (a spinner), whatever the progress view style.
  public init() {
    progress = .indeterminate
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a spinner for a task of unknown length with a label below it.
  public init(@ViewBuilder label: () -> Label) {
    progress = .indeterminate
    self.label = label()
    currentValueLabel = nil
  }
}

/// The activity indicator of an indeterminate ``ProgressView``, as UIKit's medium
/// `UIActivityIndicatorView` draws it: 8 spokes around a 20 × 20-point square, each 2 points
/// wide and 5.5 long, reaching the square's edge, in the secondary style. A picture is still,
/// so the spinner is drawn as one frame of its turn: the spoke at 12 o'clock fully opaque and
/// each following one (clockwise) fainter, down to the eighth at 30%.
struct ActivitySpinner: View {
  /// The side of the square.
  static let side: CGFloat = 20
  /// The number of spokes.
  static let spokes = 8
  /// A spoke's width and length.
  static let spokeSize = CGSize(width: 2, height: 5.5)

  /// The opacity of spoke `index` (0 at 12 o'clock, clockwise): 1 down to 0.3 in even steps.
  static func opacity(ofSpoke index: Int) -> Double {
    1 - 0.7 * Double(index) / Double(spokes - 1)
  }

  var body: some View {
    ZStack {
      ForEach(0..<Self.spokes, id: \.self) { index in
        Capsule()
          .frame(width: Self.spokeSize.width, height: Self.spokeSize.height)
          .offset(y: (Self.spokeSize.height - Self.side) / 2)
          .rotationEffect(.degrees(360 * Double(index) / Double(Self.spokes)))
          .opacity(Self.opacity(ofSpoke: index))
      }
    }
    .frame(width: Self.side, height: Self.side)
    .foregroundStyle(.secondary)
  }

  /// The spinner alone, or above its label, 8 points apart, the label in the secondary style.
  @MainActor static func labelled(_ label: AnyView?) -> AnyView {
    guard let label else { return AnyView(ActivitySpinner()) }
    return AnyView(
      VStack(spacing: 8) {
        ActivitySpinner()
        label.foregroundStyle(.secondary)
      })
  }
}
