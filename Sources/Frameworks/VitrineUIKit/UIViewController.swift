import Foundation
import VitrineUI

/// The part of UIKit's view controller that a SwiftUI screen hosting one uses: its root
/// ``view``, loaded once (``loadView()`` then ``viewDidLoad()``), and its title.
@MainActor
open class UIViewController {
  private var loadedView: UIView?

  /// The controller's title.
  open var title: String?

  /// Creates a controller.
  public init() {}

  /// The root view, loaded the first time it is read.
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let loaded = loadedView ?? UIView()
      loadedView = loaded
      viewDidLoad()
      return loaded
    }
    set { loadedView = newValue }
  }

  /// Whether the root view was loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view; sets a plain view unless a subclass sets its own.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called once after the root view is loaded.
  open func viewDidLoad() {}
}

/// A view that places a ``UIViewController`` in a SwiftUI screen, as SwiftUI's
/// `UIViewControllerRepresentable`: the controller is made once per place in the view tree
/// and updated on every layout; its root view is drawn.
public protocol UIViewControllerRepresentable: View {
  /// The controller placed.
  associatedtype UIViewControllerType: UIViewController
  /// An object that lives as long as the view (`Void` when none is needed).
  associatedtype Coordinator = Void

  /// Makes the controller, once.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date with this value's properties.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Makes the coordinator, once, before the controller.
  func makeCoordinator() -> Coordinator

  /// What make and update are given.
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  /// Hosts the controller's view.
  public var body: UIViewControllerRepresentableHost<Self> {
    UIViewControllerRepresentableHost(representable: self)
  }
}

/// What ``UIViewControllerRepresentable`` make and update calls receive.
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The coordinator ``UIViewControllerRepresentable/makeCoordinator()`` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view is placed in.
  public let environment: EnvironmentValues
}

/// The view a ``UIViewControllerRepresentable`` is made of: keeps the controller with the
/// view's identity, updates it, and draws its root view.
public struct UIViewControllerRepresentableHost<
  Representable: UIViewControllerRepresentable
>: View {
  let representable: Representable
  @State private var storage = RepresentedController<Representable>()
  @Environment(\.self) private var environment

  /// The controller's root view.
  public var body: some View {
    let controller = storage.prepare(representable, environment: environment)
    let view: UIView = controller.view
    view.viewContent
  }
}

/// The controller and coordinator a host keeps across layouts.
final class RepresentedController<Representable: UIViewControllerRepresentable> {
  private var controller: Representable.UIViewControllerType?
  private var coordinator: Representable.Coordinator?

  /// Makes the controller the first time and updates it.
  @MainActor func prepare(
    _ representable: Representable, environment: EnvironmentValues
  ) -> Representable.UIViewControllerType {
    let coordinator = self.coordinator ?? representable.makeCoordinator()
    self.coordinator = coordinator
    let context = UIViewControllerRepresentableContext<Representable>(
      coordinator: coordinator, environment: environment)
    let controller = self.controller ?? representable.makeUIViewController(context: context)
    self.controller = controller
    controller.view.didMove(to: environment)
    representable.updateUIViewController(controller, context: context)
    return controller
  }
}
