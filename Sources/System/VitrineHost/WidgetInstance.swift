import VitrineWidgetCore

/// One widget placed on the home screen: a kind, a family and a configuration.
public struct WidgetInstance: Sendable, Hashable, Codable, Identifiable {
  /// The identifier the host gave it (`w1`, `w2`, …).
  public var id: String
  /// The widget kind it shows.
  public var kind: String
  /// Its size class.
  public var family: WidgetFamily
  /// The screen it is on, as a `WidgetDevice` identifier.
  public var deviceID: String
  /// The configuration intent's values; empty for a static widget.
  public var configuration: IntentValues

  /// Creates an instance description.
  public init(
    id: String, kind: String, family: WidgetFamily, deviceID: String = WidgetDevice.standard.id,
    configuration: IntentValues = [:]
  ) {
    self.id = id
    self.kind = kind
    self.family = family
    self.deviceID = deviceID
    self.configuration = configuration
  }

  /// The screen it is on (the standard one if the identifier is unknown).
  public var device: WidgetDevice { WidgetDevice.named(deviceID) ?? .standard }
}
