import Foundation
import VitrineWidgetCore

nonisolated extension WidgetConfiguration where Self: TimelineWidgetConfiguration {
  /// Sets the name shown in the widget gallery from a `Text`, as WidgetKit's
  /// `configurationDisplayName(_:)`: the text's string in the default environment.
  public func configurationDisplayName(_ displayName: Text) -> WidgetDescriptor {
    configurationDisplayName(displayName.galleryString)
  }

  /// Sets the name shown in the widget gallery from a localized key, looked up in the main
  /// bundle's `Localizable` table.
  public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> WidgetDescriptor {
    configurationDisplayName(Text(displayNameKey).galleryString)
  }

  /// Sets the name shown in the widget gallery from a localized resource.
  public func configurationDisplayName(_ displayName: LocalizedStringResource) -> WidgetDescriptor {
    configurationDisplayName(Text(displayName).galleryString)
  }

  /// Sets the description shown in the widget gallery from a `Text`, as WidgetKit's
  /// `description(_:)`.
  public func description(_ description: Text) -> WidgetDescriptor {
    self.description(description.galleryString)
  }

  /// Sets the description shown in the widget gallery from a localized key.
  public func description(_ descriptionKey: LocalizedStringKey) -> WidgetDescriptor {
    self.description(Text(descriptionKey).galleryString)
  }

  /// Sets the description shown in the widget gallery from a localized resource.
  public func description(_ description: LocalizedStringResource) -> WidgetDescriptor {
    self.description(Text(description).galleryString)
  }
}

extension Text {
  /// The string the gallery shows for this text: its words in the default environment
  /// (`en_US` unless the text's tables translate it for that locale).
  nonisolated var galleryString: String { plainString(in: EnvironmentValues()) }
}
