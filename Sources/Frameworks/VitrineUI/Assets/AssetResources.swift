import Foundation

/// An image in an asset catalog, named by a symbol Xcode generates (`Image(.avatar)`).
///
/// Vitrine's `AssetSymbolsPlugin` generates the same symbols from a target's `*.xcassets`:
/// `extension ImageResource { static let avatar = ImageResource(name: "avatar", bundle: …) }`.
public struct ImageResource: Hashable, @unchecked Sendable {
  /// The image set's name in its catalog.
  public let name: String
  /// The bundle whose resources hold the catalog.
  public let bundle: Bundle

  /// The image set `name` in `bundle`'s asset catalogs.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// A colour in an asset catalog, named by a symbol Xcode generates (`Color(.brand)`).
///
/// Vitrine's `AssetSymbolsPlugin` generates the same symbols from a target's `*.xcassets`.
public struct ColorResource: Hashable, @unchecked Sendable {
  /// The colour set's name in its catalog.
  public let name: String
  /// The bundle whose resources hold the catalog.
  public let bundle: Bundle

  /// The colour set `name` in `bundle`'s asset catalogs.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Image {
  /// The image an asset symbol names, as `Image(_:bundle:)` finds it.
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}

extension Color {
  /// The colour an asset symbol names, with its light and dark appearances.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}
