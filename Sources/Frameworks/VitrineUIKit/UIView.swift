import Foundation
import VitrineUI

/// The part of UIKit's view class that Vitrine's apps need: a view object a
/// ``UIViewRepresentable`` makes once and updates, drawn through VitrineUI.
///
/// Only what a system view placed in a SwiftUI screen uses is here: what it draws
/// (``viewContent``), the menu a long press opens (``longPressMenu``), and the environment it
/// is placed in (``didMove(to:)``). There is no UIKit layout, drawing or event handling.
@MainActor
open class UIView {
  /// Creates a view.
  public init() {}

  /// What the view draws, as a VitrineUI view; empty unless a subclass draws something.
  open var viewContent: AnyView { AnyView(EmptyView()) }

  /// The menu a long press on the view opens, or `nil` for none.
  open var longPressMenu: UIMenu? { nil }

  /// Called with the environment of the screen the view is placed in, before every update;
  /// a system view reads what it needs from it (on iOS, from its window and traits).
  open func didMove(to environment: EnvironmentValues) {}
}
