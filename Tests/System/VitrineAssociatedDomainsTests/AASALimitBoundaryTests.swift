import Foundation
import Testing
import VitrineAssociatedDomains

/// Every limit of the association engine at, below and above its edge: the file's 128 KB, a
/// pattern's 20,000 steps, a file's 400,000 steps, a component's 4,096 characters.
@Suite struct AASALimitBoundaryTests {
  /// A valid file padded with spaces to exactly `size` bytes.
  func padded(to size: Int) -> Data {
    let json = #"{"applinks":{"details":[{"appIDs":["A.app"],"components":[{"/":"/x"}]}]}}"#
    return Data((json + String(repeating: " ", count: size - json.utf8.count)).utf8)
  }

  @Test(arguments: [-1, 0, 1]) func fileSizeInMemoryAndOnDisk(offset: Int) throws {
    let size = AASAFile.sizeLimit + offset
    let data = padded(to: size)
    #expect(data.count == size)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "aasa-size-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("apple-app-site-association")
    try data.write(to: url)
    if size <= AASAFile.sizeLimit {
      #expect(try AASAFile(data: data).appIDs == ["A.app"])
      #expect(try AASAFile(contentsOf: url).appIDs == ["A.app"])
    } else {
      let refusal = AASAError.tooLarge(bytes: size, limit: AASAFile.sizeLimit)
      #expect(throws: refusal) { try AASAFile(data: data) }
      #expect(throws: refusal) { try AASAFile(contentsOf: url) }
    }
  }

  @Test(arguments: [-1, 0, 1]) func stepsOfOnePattern(offset: Int) throws {
    let steps = URLPattern.costLimit + offset
    let text = "/" + String(repeating: "a", count: steps - 1)
    if steps <= URLPattern.costLimit {
      #expect(try URLPattern(text).cost == steps)
    } else {
      #expect(throws: AASAError.self) { try URLPattern(text) }
    }
    // The same count reached through variables: 10,000 steps each, the rest in letters.
    let variables = SubstitutionVariables(
      custom: ["v": Self.values, "w": Self.values(totalling: 9_999)])
    let viaVariables = ["$(v)$(w)", "$(v)$(v)", "$(v)$(v)b"][offset + 1]
    if steps <= URLPattern.costLimit {
      #expect(try URLPattern(viaVariables, variables: variables).cost == steps)
    } else {
      #expect(throws: AASAError.self) { try URLPattern(viaVariables, variables: variables) }
    }
  }

  /// Ten values whose use costs 10,000 steps: a value costs its characters plus one step
  /// (trying it costs a step even when it is empty), so nine of 999 characters cost 9,000 and
  /// the last, of 990, costs the remaining 991 with its step.
  static let values = values(totalling: 10_000)

  static func values(totalling total: Int) -> [String] {
    let last = total - 9 * 1_000 - 1
    return (0..<9).map { "\($0)" + String(repeating: "v", count: 998) }
      + ["9" + String(repeating: "v", count: last - 1)]
  }

  /// A file whose components cost `steps` in all: 10,000-step paths, then one path for the rest.
  func file(costing steps: Int) throws -> AASAFile {
    let whole = steps / 10_000
    let rest = steps % 10_000
    var paths = Array(repeating: #"{ "/": "$(v)" }"#, count: whole)
    if rest > 0 { paths.append(#"{ "/": "/\#(String(repeating: "r", count: rest - 1))" }"#) }
    let values = Self.values.map { "\"\($0)\"" }.joined(separator: ", ")
    let json = """
      { "applinks": { "substitutionVariables": { "v": [ \(values) ] }, "details": [ {
        "appIDs": [ "A.app" ], "components": [ \(paths.joined(separator: ", ")) ] } ] } }
      """
    #expect(json.utf8.count <= AASAFile.sizeLimit)
    return try AASAFile(data: Data(json.utf8))
  }

  @Test(arguments: [-1, 0, 1]) func stepsOfAWholeFile(offset: Int) throws {
    let steps = AASAFile.costLimit + offset
    if steps <= AASAFile.costLimit {
      #expect(try file(costing: steps).details.count == 1)
    } else {
      #expect(throws: AASAError.tooComplex(steps: steps, limit: AASAFile.costLimit)) {
        try file(costing: steps)
      }
    }
  }

  @Test(arguments: [-1, 0, 1]) func lengthOfAComponent(offset: Int) throws {
    let length = URLPattern.componentLimit + offset
    let component = "/" + String(repeating: "a", count: length - 1)
    #expect(try URLPattern("/*").matches(component) == (length <= URLPattern.componentLimit))
  }
}
