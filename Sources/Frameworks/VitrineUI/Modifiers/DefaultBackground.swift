import Foundation

nonisolated extension View {
  /// Fills the view's frame behind it with the environment's background style (`.background`:
  /// white in light mode, black in dark), as SwiftUI's `background(ignoresSafeAreaEdges:)`
  /// does. Widgets have no safe area, so `edges` changes nothing.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }
}
