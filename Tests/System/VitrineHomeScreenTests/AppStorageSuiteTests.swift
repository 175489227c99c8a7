import Foundation
import Testing
import VitrineAppGroupStore
import VitrineHomeScreen
import VitrineHost
import VitrineTestSupport
import VitrineUI

/// `@AppStorage(…, store: UserDefaults(suiteName:))` in a home-screen session keeps its values
/// in that suite's App Group store in the session's data folder, where the widgets' providers
/// and `vitrine store` read them.
@MainActor
@Suite struct AppStorageSuiteTests {
  @Test func aSuiteValueWrittenThroughAppStorageIsInTheAppGroupStore() throws {
    let data = try TemporaryFolder("home-appstorage")
    // Everything below runs on the main actor without suspending, so no other session
    // installs its folder in between.
    _ = try HomeSession(
      environment: HomeScreenEnvironment(dataDirectory: data.url, variables: [:]),
      start: HostHarness.start, kinds: ["clock"])
    let suite = UserDefaults(suiteName: "group.vitrine.appstorage-test")
    let glasses = AppStorage(wrappedValue: 0, "glasses", store: suite)
    let mode = AppStorage(wrappedValue: "daily", "mode", store: suite)
    glasses.wrappedValue = 6
    mode.wrappedValue = "weekly"
    let store = try AppGroupStore(suiteName: "group.vitrine.appstorage-test", directory: data.url)
    #expect(try store.integer(forKey: "glasses") == 6)
    #expect(try store.string(forKey: "mode") == "weekly")
    // And what another process wrote to the store is what the view reads.
    try store.set(9, forKey: "glasses")
    #expect(AppStorage(wrappedValue: 0, "glasses", store: suite).wrappedValue == 9)
  }
}
