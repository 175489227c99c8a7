import Foundation
import VitrineUI

// Selection (iOS 17): on iOS a touch or a pointer writes the selected value into the binding,
// and the app draws its marks for it (a rule, an annotation). A widget has no such gesture, so
// the chart leaves the binding as it is, and whatever the app draws for the value the binding
// holds is drawn.

extension View {
  /// Binds the x value a touch selects (none in a widget; marks drawn for it still are).
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

  /// Binds the x range a two-finger touch selects.
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View
  where P: Comparable { self }

  /// Binds the y value a touch selects.
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

  /// Binds the y range a two-finger touch selects.
  public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View
  where P: Comparable { self }

  /// Binds the angle value a touch selects in a pie or donut.
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

  /// Lets the chart be scrolled along `axes` (a widget shows the start).
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
}
