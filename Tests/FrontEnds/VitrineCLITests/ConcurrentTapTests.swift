import Foundation
import Testing
import VitrineAppGroupStore
import VitrineTestSupport

/// Taps from several processes at once on a fresh data folder: every tap counts. One run in
/// three used to lose one (a process failed opening the store being created by another).
@Suite(.timeLimit(.minutes(10))) struct ConcurrentTapTests {
  @Test func eightProcessesTappingForwardLoseNoTap() async throws {
    let vitrine = BuiltProducts.executable("vitrine")
    for round in 0..<2 {
      let folder = try TemporaryFolder("cli-taps")
      let failures = try await withThrowingTaskGroup(of: [String].self) { group in
        for _ in 0..<8 {
          group.addTask {
            var errors: [String] = []
            for _ in 0..<5 {
              let result = try await BuiltProducts.run(
                vitrine, ["intent", "recommendations", "forward", "--data-dir", folder.url.path])
              if result.status != 0 { errors.append(result.error) }
            }
            return errors
          }
        }
        return try await group.reduce(into: []) { $0 += $1 }
      }
      #expect(failures.isEmpty, "round \(round): \(failures.prefix(2))")
      // 8 × 5 = 40 moves forward over 6 posters from index 0: 40 mod 6 = 4.
      struct Position: Codable { var index: Int }
      let store = try AppGroupStore(directory: folder.url)
      #expect(try store.value(Position.self, forKey: "recommendations.carousel")?.index == 4)
    }
  }
}
