import Foundation
import Testing

@testable import VitrineUI

/// A store a test installs for a suite, recording what it holds.
private final class MemoryBackend: AppStorageBackend, @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  func value<T: Codable>(_ type: T.Type, forKey key: String) -> T? {
    lock.withLock { values[key] as? T }
  }

  func setValue<T: Codable>(_ value: T?, forKey key: String) {
    lock.withLock { values[key] = value }
  }

  func raw(_ key: String) -> Any? { lock.withLock { values[key] } }
}

private enum Units: String { case metric, imperial }
private enum Level: Int { case low = 1, high = 2 }

/// A fresh suite for each use, so tests never see each other's values.
private func freshSuite() -> (name: String, defaults: UserDefaults) {
  let name = "vitrine.tests.appstorage.\(UUID().uuidString)"
  return (name, UserDefaults(suiteName: name)!)
}

/// Apple's documentation of `AppStorage`: a property wrapper that reflects a value from
/// `UserDefaults` and invalidates a view on a change in that value; the default is used until
/// a value is stored; `store:` names the defaults (an app group's suite) to use.
@MainActor
@Suite("AppStorage", .serialized)
struct AppStorageTests {
  @Test("each of Apple's value types reads its default, then what was stored")
  func valueTypes() {
    let suite = freshSuite().defaults
    defer { AppStorageSuites.install(nil) }
    AppStorageSuites.install(nil)
    let flag = AppStorage(wrappedValue: false, "flag", store: suite)
    let count = AppStorage(wrappedValue: 3, "count", store: suite)
    let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: suite)
    let name = AppStorage(wrappedValue: "none", "name", store: suite)
    let link = AppStorage(wrappedValue: URL(string: "https://example.com/a")!, "link", store: suite)
    let bytes = AppStorage(wrappedValue: Data([1]), "bytes", store: suite)
    let units = AppStorage(wrappedValue: Units.metric, "units", store: suite)
    let level = AppStorage(wrappedValue: Level.low, "level", store: suite)
    #expect(flag.wrappedValue == false && count.wrappedValue == 3 && ratio.wrappedValue == 0.5)
    #expect(
      name.wrappedValue == "none" && units.wrappedValue == .metric && level.wrappedValue == .low)
    flag.wrappedValue = true
    count.wrappedValue = 7
    ratio.wrappedValue = 2.25
    name.wrappedValue = "Ada"
    link.wrappedValue = URL(string: "https://example.com/b")!
    bytes.wrappedValue = Data([4, 5])
    units.wrappedValue = .imperial
    level.wrappedValue = .high
    // A second wrapper on the same key reads what the first stored.
    #expect(AppStorage(wrappedValue: false, "flag", store: suite).wrappedValue == true)
    #expect(AppStorage(wrappedValue: 0, "count", store: suite).wrappedValue == 7)
    #expect(AppStorage(wrappedValue: 0.0, "ratio", store: suite).wrappedValue == 2.25)
    #expect(AppStorage(wrappedValue: "", "name", store: suite).wrappedValue == "Ada")
    #expect(
      AppStorage(wrappedValue: URL(string: "https://x")!, "link", store: suite).wrappedValue
        == URL(string: "https://example.com/b"))
    #expect(AppStorage(wrappedValue: Data(), "bytes", store: suite).wrappedValue == Data([4, 5]))
    #expect(AppStorage(wrappedValue: Units.metric, "units", store: suite).wrappedValue == .imperial)
    #expect(AppStorage(wrappedValue: Level.low, "level", store: suite).wrappedValue == .high)
    // Raw values are what is stored.
    #expect(suite.string(forKey: "units") == "imperial")
    #expect(suite.integer(forKey: "level") == 2)
  }

  @Test("optionals are nil until set, and setting nil removes the key")
  func optionals() {
    let suite = freshSuite().defaults
    AppStorageSuites.install(nil)
    let name = AppStorage<String?>("nickname", store: suite)
    let count = AppStorage<Int?>("visits", store: suite)
    let units = AppStorage<Units?>("units", store: suite)
    let level = AppStorage<Level?>("level", store: suite)
    let flag = AppStorage<Bool?>("flag", store: suite)
    let ratio = AppStorage<Double?>("ratio", store: suite)
    let link = AppStorage<URL?>("link", store: suite)
    let bytes = AppStorage<Data?>("bytes", store: suite)
    #expect(name.wrappedValue == nil && count.wrappedValue == nil && units.wrappedValue == nil)
    #expect(level.wrappedValue == nil && flag.wrappedValue == nil && ratio.wrappedValue == nil)
    #expect(link.wrappedValue == nil && bytes.wrappedValue == nil)
    name.wrappedValue = "Ada"
    count.wrappedValue = 2
    units.wrappedValue = .imperial
    level.wrappedValue = .high
    #expect(name.wrappedValue == "Ada" && count.wrappedValue == 2)
    #expect(units.wrappedValue == .imperial && level.wrappedValue == .high)
    name.wrappedValue = nil
    #expect(name.wrappedValue == nil)
    #expect(suite.object(forKey: "nickname") == nil)
  }

  @Test("with a suite, values live in the store installed for that suite")
  func installedSuiteStore() {
    let (suiteName, defaults) = freshSuite()
    let backend = MemoryBackend()
    AppStorageSuites.install { $0 == suiteName ? backend : nil }
    defer { AppStorageSuites.install(nil) }
    let steps = AppStorage(wrappedValue: 0, "steps", store: defaults)
    steps.wrappedValue = 1200
    #expect(backend.raw("steps") as? Int == 1200)
    // The UserDefaults given was not written: the installed store holds the value.
    #expect(defaults.object(forKey: "steps") == nil)
    #expect(AppStorage(wrappedValue: 0, "steps", store: defaults).wrappedValue == 1200)
    // The standard defaults are not a suite: they never reach the installed store.
    #expect(AppStorageSuites.suiteName(of: .standard) == nil)
    #expect(AppStorageSuites.suiteName(of: defaults) == suiteName)
  }

  private struct StepsView: View {
    let defaults: UserDefaults
    @AppStorage var steps: Int

    init(defaults: UserDefaults) {
      self.defaults = defaults
      _steps = AppStorage(wrappedValue: 0, "steps", store: defaults)
    }

    var body: some View {
      Button("steps \(steps)") { steps += 100 }
    }
  }

  private struct StepsLabel: View {
    @AppStorage var steps: Int
    init(defaults: UserDefaults) { _steps = AppStorage(wrappedValue: 0, "steps", store: defaults) }
    var body: some View { Text("label \(steps)") }
  }

  @Test("in an app, a change redraws every view that shows the key")
  func redrawsOnChange() {
    let defaults = freshSuite().defaults
    AppStorageSuites.install(nil)
    let host = mount(
      VStack {
        StepsView(defaults: defaults)
        StepsLabel(defaults: defaults)
      })
    #expect(host.texts == ["steps 0", "label 0"])
    host.tap("steps 0")
    #expect(host.texts == ["steps 100", "label 100"])
    // A binding writes through too.
    let binding = AppStorage(wrappedValue: 0, "steps", store: defaults).projectedValue
    binding.wrappedValue = 5
    #expect(host.texts == ["steps 5", "label 5"])
  }
}
