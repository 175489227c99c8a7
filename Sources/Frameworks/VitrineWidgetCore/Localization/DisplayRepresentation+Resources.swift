import Foundation

extension DisplayRepresentation {
  /// Creates a representation from localized resources, as AppIntents'
  /// `init(title:subtitle:image:)` takes them: each is resolved in its own locale (the
  /// current one unless the resource names another) when the representation is made.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: Image? = nil
  ) {
    self.init(
      title: title.localized(for: title.locale),
      subtitle: subtitle.map { $0.localized(for: $0.locale) }, image: image)
  }
}
