import Foundation
import VitrineExampleWidgets
import VitrineWidgetCore

/// The Control Center controls a front end runs, each built with its dependencies from a
/// ``HomeScreenEnvironment``, as ``WidgetLibrary`` builds widgets.
public struct ControlLibrary: Sendable {
  private let make: @Sendable (HomeScreenEnvironment) -> [ControlDescriptor]

  /// A library whose controls are built for each environment by `make`.
  public init(_ make: @escaping @Sendable (HomeScreenEnvironment) -> [ControlDescriptor]) {
    self.make = make
  }

  /// A library of controls that need nothing from the environment, such as an author's own
  /// bundle's: `ControlLibrary(MyWidgetBundle().controlDescriptors)`.
  public init(_ controls: [ControlDescriptor]) {
    make = { _ in controls }
  }

  /// The controls that ship with Vitrine: the clock's hourly chime, its state in the
  /// environment's `group.vitrine` store.
  public static let builtIn = ControlLibrary { environment in
    [ClockChimeControl(directory: environment.dataDirectory).controlDescriptor]
  }

  /// The controls, built for `environment`.
  public func controls(in environment: HomeScreenEnvironment) -> [ControlDescriptor] {
    make(environment)
  }
}
