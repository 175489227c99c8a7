import Foundation

/// How the layers of a symbol are colored.
///
/// The icon font Vitrine draws symbols with has one layer, so every mode draws it in the
/// foreground style (a palette's first style); the mode is kept so that code written for iOS
/// compiles and reads back what it set.
public struct SymbolRenderingMode: Sendable, Hashable {
  let name: String

  /// One color for the whole symbol.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in decreasing opacities of one color.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the styles given to `foregroundStyle(_:_:)`.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

nonisolated extension View {
  /// Sets how big symbol images in this view are relative to their font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    modifier(EnvironmentWriter { $0.imageScale = scale })
  }

  /// Sets how the layers of symbol images in this view are colored.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    modifier(EnvironmentWriter { $0.symbolRenderingMode = mode })
  }
}
