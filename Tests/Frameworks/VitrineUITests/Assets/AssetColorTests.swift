import Foundation
import Testing

@testable import VitrineUI

/// `Color(_ name:bundle:)` reading colour sets from an asset catalog, as Xcode writes them.
@Suite("Asset catalog colours")
struct AssetColorTests {
  /// A bundle folder holding `Assets.xcassets/<name>.colorset/Contents.json` files.
  private func bundle(_ sets: [String: String]) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vitrine-assets-\(UUID().uuidString)")
    for (name, json) in sets {
      let folder = root.appendingPathComponent("Assets.xcassets/\(name).colorset")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
    return try #require(Bundle(url: root))
  }

  private let brand = """
    {"colors":[
      {"color":{"color-space":"srgb","components":{"red":"0x33","green":"0.400","blue":"153","alpha":"1.000"}},"idiom":"universal"},
      {"appearances":[{"appearance":"luminosity","value":"dark"}],
       "color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"0.500"}},"idiom":"universal"}
    ],"info":{"author":"xcode","version":1}}
    """

  @Test("hex, decimal and 0–255 components: 0x33 = 0.2, 153 = 0.6; dark appearance is separate")
  func lightAndDark() throws {
    let color = Color("Brand", bundle: try bundle(["Brand": brand]))
    let light = color.resolve(in: .light)
    #expect(abs(light.red - 0.2) < 1e-9 && abs(light.green - 0.4) < 1e-9)
    #expect(abs(light.blue - 0.6) < 1e-9 && light.opacity == 1)
    let dark = color.resolve(in: .dark)
    #expect(dark.red == 1 && dark.opacity == 0.5)
  }

  @Test("an unknown name draws nothing, and the lookup says which name and where")
  func missing() throws {
    let assets = try bundle(["Brand": brand])
    #expect(Color("Nope", bundle: assets).resolve(in: .light).opacity == 0)
    guard case .failure(let error) = AssetColors.lookup("Nope", in: assets) else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.description.contains("no color named 'Nope'"))
  }

  @Test("a colour set without numbers is refused with the component named")
  func badComponent() {
    let json =
      #"{"colors":[{"color":{"components":{"red":"x","green":"0","blue":"0","alpha":"1"}}}]}"#
    guard case .failure(let error) = AssetColors.parse(Data(json.utf8), name: "Bad", file: "f")
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.description == "color 'Bad' in f: component red is missing or not a number")
  }
}
