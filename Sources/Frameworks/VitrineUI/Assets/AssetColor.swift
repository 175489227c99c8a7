import Foundation

extension Color {
  /// The color called `name` in the asset catalogs (`*.xcassets`) among `bundle`'s resources,
  /// as `Color("AccentColor")` on iOS: a `<name>.colorset`'s `Contents.json`, with its light
  /// and dark appearances (a set may name a system colour, `systemIndigoColor`). Without a
  /// bundle the main bundle is searched, then the SwiftPM resource bundles (`Bundle.module`)
  /// beside the executable (``AssetBundles``).
  ///
  /// As on iOS, a name that is not found draws nothing (clear); ``AssetColors/lookup(_:in:)``
  /// says why.
  public init(_ name: String, bundle: Bundle? = nil) {
    switch AssetColors.lookup(name, inBundle: bundle) {
    case .success(let pair):
      self.init(light: pair.light, dark: pair.dark, name: name)
    case .failure:
      let clear = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
      self.init(light: clear, dark: clear, name: name)
    }
  }
}

/// Reads colour sets from asset catalogs.
public enum AssetColors {
  /// Why a named colour could not be read.
  public struct LookupError: Error, CustomStringConvertible {
    /// What went wrong, naming the colour and the file.
    public let description: String
  }

  /// Whether a colour set `name` is in `bundle`'s catalogs (the default bundles when `nil`)
  /// and reads as a colour.
  public static func contains(_ name: String, in bundle: Bundle?) -> Bool {
    if case .success = lookup(name, inBundle: bundle) { return true }
    return false
  }

  /// The light and dark colours of the colour set `name` in the catalogs under `bundle`'s
  /// resources.
  public static func lookup(
    _ name: String, in bundle: Bundle
  ) -> Result<(light: ResolvedColor, dark: ResolvedColor), LookupError> {
    lookup(name, inBundle: bundle)
  }

  /// The light and dark colours of the colour set `name` in `bundle`, or, when `nil`, in the
  /// main bundle and then the resource bundles beside the executable.
  static func lookup(
    _ name: String, inBundle bundle: Bundle?
  ) -> Result<(light: ResolvedColor, dark: ResolvedColor), LookupError> {
    let roots = AssetBundles.roots(for: bundle)
    guard
      let set = roots.lazy.compactMap({
        AssetCatalog.set(named: name, kind: .color, under: $0)
      }).first
    else {
      let places = roots.map(\.path).joined(separator: ", ")
      return .failure(LookupError(description: "no color named '\(name)' in \(places)"))
    }
    let file = set.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return .failure(LookupError(description: "color '\(name)' in \(file.path): unreadable"))
    }
    return parse(data, name: name, file: file.path)
  }

  /// The colours of a colour set's `Contents.json`.
  static func parse(
    _ data: Data, name: String, file: String
  ) -> Result<(light: ResolvedColor, dark: ResolvedColor), LookupError> {
    func failure(
      _ reason: String
    ) -> Result<(light: ResolvedColor, dark: ResolvedColor), LookupError> {
      .failure(LookupError(description: "color '\(name)' in \(file): \(reason)"))
    }
    guard data.count <= 1 << 20,
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return failure("not a colour set (no \"colors\" list)") }
    var light: ResolvedColor?
    var dark: ResolvedColor?
    // A system colour named by the any-appearance entry keeps its own dark value.
    var referencedDark: ResolvedColor?
    for entry in entries {
      guard let color = entry["color"] as? [String: Any] else { continue }
      if let reference = color["reference"] as? String {
        guard let system = UIKitColors.color(named: reference) else {
          return failure("'\(reference)' is not a system colour")
        }
        if AssetCatalog.isDark(entry) {
          dark = dark ?? system.dark
        } else if AssetCatalog.isAnyAppearance(entry), light == nil {
          light = system.light
          referencedDark = system.dark
        }
        continue
      }
      guard let components = color["components"] as? [String: Any] else { continue }
      var values: [Double] = []
      for key in ["red", "green", "blue", "alpha"] {
        guard let value = component(components[key]) else {
          return failure("component \(key) is missing or not a number")
        }
        values.append(value)
      }
      let resolved = ResolvedColor(
        red: values[0], green: values[1], blue: values[2], opacity: values[3])
      if AssetCatalog.isDark(entry) {
        dark = dark ?? resolved
      } else if AssetCatalog.isAnyAppearance(entry) {
        light = light ?? resolved
      }
    }
    guard let light = light ?? dark else { return failure("no colour for any appearance") }
    return .success((light, dark ?? referencedDark ?? light))
  }

  /// A component as Xcode writes it: `"0.200"` (0 to 1), `"51"` (0 to 255) or `"0x33"`.
  static func component(_ value: Any?) -> Double? {
    let text: String
    switch value {
    case let string as String: text = string.trimmingCharacters(in: .whitespaces)
    case let number as NSNumber: text = number.stringValue
    default: return nil
    }
    let result: Double?
    if text.lowercased().hasPrefix("0x") {
      result = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    } else if !text.contains("."), let integer = Int(text) {
      result = integer > 1 ? Double(integer) / 255 : Double(integer)
    } else {
      result = Double(text)
    }
    guard let result, result.isFinite else { return nil }
    return min(max(result, 0), 1)
  }
}
