import AppGroupStore
import Foundation
import Testing
import VitrineTestSupport

@Suite struct CrossProcessTests {
  /// Two `vitrine store increment` processes, each doing 10,000 separate transactions on the
  /// same key at the same time, must end at exactly 20,000.
  @Test func twoProcessesIncrementingTheSameCounterLoseNothing() async throws {
    let folder = try TemporaryFolder("store-processes")
    let vitrine = BuiltProducts.executable("vitrine")
    #expect(
      FileManager.default.isExecutableFile(atPath: vitrine.path),
      "build vitrine first: \(vitrine.path)")
    // Create the store first so both processes open an existing file.
    _ = try AppGroupStore(directory: folder.url)
    let arguments = [
      "store", "increment", "counter", "--times", "10000", "--data-dir", folder.url.path,
    ]
    async let first = BuiltProducts.run(vitrine, arguments)
    async let second = BuiltProducts.run(vitrine, arguments)
    let results = try await [first, second]
    for result in results {
      #expect(result.status == 0, "\(result.error)")
    }
    let store = try AppGroupStore(directory: folder.url)
    #expect(try store.integer(forKey: "counter") == 20_000)
    // One of the two processes made the last increment.
    #expect(
      results.map { $0.output.trimmingCharacters(in: .whitespacesAndNewlines) }.contains("20000"))
  }
}
