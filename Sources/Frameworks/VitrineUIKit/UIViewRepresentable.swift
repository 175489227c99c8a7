import Foundation
import VitrineUI

/// A view that places a ``UIView`` in a VitrineUI screen, as SwiftUI's `UIViewRepresentable`:
/// ``makeUIView(context:)`` once per place in the view tree, ``updateUIView(_:context:)``
/// every time the screen is laid out with new values.
///
/// The view draws what its ``UIView/viewContent`` is, and a long press on it opens its
/// ``UIView/longPressMenu`` as a context menu.
public protocol UIViewRepresentable: View {
  /// The UIKit view placed.
  associatedtype UIViewType: UIView
  /// An object that lives as long as the view (`Void` when none is needed).
  associatedtype Coordinator = Void

  /// Makes the view, once.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the view up to date with this value's properties.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator, once, before the view.
  func makeCoordinator() -> Coordinator

  /// What make and update are given.
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// Hosts the UIKit view.
  public var body: UIViewRepresentableHost<Self> { UIViewRepresentableHost(representable: self) }
}

/// What ``UIViewRepresentable`` make and update calls receive.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator ``UIViewRepresentable/makeCoordinator()`` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view is placed in.
  public let environment: EnvironmentValues
}

/// The view a ``UIViewRepresentable`` is made of: keeps the UIKit view with the view's
/// identity, updates it, and draws it with its long-press menu.
public struct UIViewRepresentableHost<Representable: UIViewRepresentable>: View {
  let representable: Representable
  @State private var storage = RepresentedView<Representable>()
  @Environment(\.self) private var environment

  /// The UIKit view's content, with its menu on a long press.
  public var body: some View {
    let view = storage.prepare(representable, environment: environment)
    if let menu = view.longPressMenu, !menu.actions.isEmpty {
      view.viewContent.contextMenu { UIMenuItems(elements: menu.children) }
    } else {
      view.viewContent
    }
  }
}

/// A UIKit menu's elements as menu items: actions are buttons, an untitled nested menu is
/// shown inline, a titled one is an item that opens its own menu (as UIKit shows a submenu).
struct UIMenuItems: View {
  let elements: [UIMenuElement]

  var body: some View {
    ForEach(Array(elements.enumerated()), id: \.offset) { _, element in
      if let action = element as? UIAction {
        Button(
          action.title, role: action.attributes.contains(.destructive) ? .destructive : nil
        ) {
          action.perform()
        }
        .disabled(action.attributes.contains(.disabled))
      } else if let menu = element as? UIMenu {
        if menu.title.isEmpty {
          AnyView(UIMenuItems(elements: menu.children))
        } else {
          AnyView(Menu(menu.title) { UIMenuItems(elements: menu.children) })
        }
      }
    }
  }
}

/// The UIKit view and coordinator a host keeps across layouts.
final class RepresentedView<Representable: UIViewRepresentable> {
  private var view: Representable.UIViewType?
  private var coordinator: Representable.Coordinator?

  /// Makes the view the first time, tells it where it is placed and updates it.
  @MainActor func prepare(
    _ representable: Representable, environment: EnvironmentValues
  ) -> Representable.UIViewType {
    let coordinator = self.coordinator ?? representable.makeCoordinator()
    self.coordinator = coordinator
    let context = UIViewRepresentableContext<Representable>(
      coordinator: coordinator, environment: environment)
    let view = self.view ?? representable.makeUIView(context: context)
    self.view = view
    view.didMove(to: environment)
    representable.updateUIView(view, context: context)
    return view
  }
}
