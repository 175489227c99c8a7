import Foundation
import Testing
import VitrineHomeScreen
import VitrineTestSupport
import VitrineUI

/// What an app or widget writes through `@AppStorage(…, store: UserDefaults(suiteName:))` is
/// what `vitrine store` shows for that suite.
@MainActor
@Suite struct AppStorageStoreCommandTests {
  @Test func vitrineStoreShowsWhatAppStorageWrote() async throws {
    let folder = try TemporaryFolder("cli-appstorage")
    // Installed and written on the main actor without suspending: the value is in the store
    // before anything else runs.
    AppStorageSuites.useAppGroupStores(in: folder.url)
    let goal = AppStorage(
      wrappedValue: 30, "dailyGoal", store: UserDefaults(suiteName: "group.vitrine"))
    goal.wrappedValue = 12
    let shown = await vitrine("store", "get", "dailyGoal", "--data-dir", folder.url.path)
    #expect(shown.status == 0)
    #expect(shown.out == "12")
    let listed = await vitrine("store", "list", "--data-dir", folder.url.path)
    #expect(listed.out == "dailyGoal  (int)  12")
  }
}
