import Foundation

private struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether controls below show only their control, not their label
  /// (``View/labelsHidden()``).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Hides the labels of the controls in this view, as SwiftUI's `labelsHidden()`: a
  /// ``Toggle`` shows its switch alone.
  public func labelsHidden() -> some View {
    modifier(EnvironmentWriter { $0.labelsHidden = true })
  }
}
