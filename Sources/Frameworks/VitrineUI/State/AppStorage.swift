import Foundation

/// A value kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`: it survives the
/// app's restarts, and every view showing the key is redrawn when it changes.
///
/// ```swift
/// struct Settings: View {
///   @AppStorage("showsSeconds", store: UserDefaults(suiteName: "group.clock"))
///   private var showsSeconds = false
///   var body: some View { Toggle("Seconds", isOn: $showsSeconds) }
/// }
/// ```
///
/// It takes Apple's value types: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, an enum
/// whose raw value is an `Int` or a `String`, and each of these as an optional (`nil`
/// removes the key). With a `store` made by `UserDefaults(suiteName:)` the value lives in that
/// suite's App Group store when a host installed one (``AppStorageSuites``), so the widget
/// and `vitrine store` see it; otherwise in the `UserDefaults` given, or the standard one.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let slot: AppStorageSlot<Value>

  init(
    _ key: String, _ defaultValue: Value, _ store: UserDefaults?, _ codec: AppStorageCodec<Value>
  ) {
    slot = AppStorageSlot(key: key, defaultValue: defaultValue, store: store, codec: codec)
  }

  /// The stored value, or the default when the key holds none of this type.
  @MainActor public var wrappedValue: Value {
    get { slot.get() }
    nonmutating set { slot.set(newValue) }
  }

  /// A binding that reads and writes the stored value: `$showsSeconds`.
  @MainActor public var projectedValue: Binding<Value> { Binding(location: slot) }
}

extension AppStorage where Value == Bool {
  /// A Boolean under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key, wrappedValue, store, .plain(Bool.self))
  }
}

extension AppStorage where Value == Int {
  /// An integer under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key, wrappedValue, store, .plain(Int.self))
  }
}

extension AppStorage where Value == Double {
  /// A number under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key, wrappedValue, store, .plain(Double.self))
  }
}

extension AppStorage where Value == String {
  /// A string under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key, wrappedValue, store, .plain(String.self))
  }
}

extension AppStorage where Value == URL {
  /// A URL under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key, wrappedValue, store, .plain(URL.self))
  }
}

extension AppStorage where Value == Data {
  /// Bytes under `key`, `wrappedValue` until some are stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key, wrappedValue, store, .plain(Data.self))
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An enum under `key`, stored as its integer raw value; `wrappedValue` until one is stored
  /// (or when the stored number is no case).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key, wrappedValue, store, .raw(Value.self))
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// An enum under `key`, stored as its string raw value; `wrappedValue` until one is stored
  /// (or when the stored string is no case).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key, wrappedValue, store, .raw(Value.self))
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean under `key`, `nil` until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key, nil, store, .plain(Bool.self))
  }

  /// An optional integer under `key`, `nil` until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key, nil, store, .plain(Int.self))
  }

  /// An optional number under `key`, `nil` until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key, nil, store, .plain(Double.self))
  }

  /// An optional string under `key`, `nil` until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key, nil, store, .plain(String.self))
  }

  /// An optional URL under `key`, `nil` until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key, nil, store, .plain(URL.self))
  }

  /// Optional bytes under `key`, `nil` until some are stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key, nil, store, .plain(Data.self))
  }

  /// An optional enum under `key`, stored as its integer raw value.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key, nil, store, .raw(R.self))
  }

  /// An optional enum under `key`, stored as its string raw value.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key, nil, store, .raw(R.self))
  }
}

/// How an `@AppStorage` value is stored: as itself, or as its raw value. Optionals use the
/// same codec as what they wrap: a dynamic cast unwraps them, and `nil` removes the key.
struct AppStorageCodec<Value> {
  let read: (any AppStorageBackend, String) -> Value?
  let write: (any AppStorageBackend, String, Value) -> Void

  /// Stored as a `Stored` value.
  static func plain<Stored: Codable>(_ type: Stored.Type) -> AppStorageCodec {
    AppStorageCodec(
      read: { backend, key in backend.value(Stored.self, forKey: key).flatMap { $0 as? Value } },
      write: { backend, key, value in backend.setValue(value as? Stored, forKey: key) })
  }

  /// Stored as the raw value of an `R`.
  static func raw<R: RawRepresentable>(_ type: R.Type) -> AppStorageCodec
  where R.RawValue: Codable {
    AppStorageCodec(
      read: { backend, key in
        backend.value(R.RawValue.self, forKey: key).flatMap(R.init(rawValue:)).flatMap {
          $0 as? Value
        }
      },
      write: { backend, key, value in
        backend.setValue((value as? R)?.rawValue, forKey: key)
      })
  }
}

/// The storage behind one `@AppStorage`: its key, default and store, and once an app runtime
/// installed it, the signal that redraws the views reading it.
final class AppStorageSlot<Value>: AnyLocation<Value> {
  let key: String
  let defaultValue: Value
  let store: UserDefaults?
  let codec: AppStorageCodec<Value>
  /// The suite `store` was made for; `nil` for the standard defaults.
  let suiteName: String?
  /// What views reading the key listen to, installed by the app runtime.
  var signal: AppStorageSignal?

  init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.codec = codec
    suiteName = store.flatMap(AppStorageSuites.suiteName(of:))
  }

  /// The key together with its suite, as signals are filed.
  var signalKey: String { (suiteName ?? "") + "\u{1F}" + key }

  /// The suite's installed store, else the `UserDefaults` given, else the standard one.
  var backend: any AppStorageBackend {
    if let suiteName, let installed = AppStorageSuites.backend(forSuite: suiteName) {
      return installed
    }
    return UserDefaultsBackend(store ?? .standard)
  }

  @MainActor override func get() -> Value {
    signal?.recordRead()
    return codec.read(backend, key) ?? defaultValue
  }

  @MainActor override func set(_ value: Value) {
    codec.write(backend, key, value)
    AppStorageSignals.changed(signalKey)
  }

  override func isSame(as other: AnyLocation<Value>) -> Bool {
    (other as? AppStorageSlot<Value>)?.signalKey == signalKey
  }
}

extension AppStorage: RuntimeProperty {
  func install(in node: GraphNode, index: Int, environment: EnvironmentValues) {
    if let signal = node.storage[index] as? AppStorageSignal, signal.key == slot.signalKey {
      slot.signal = signal
    } else {
      let signal = AppStorageSignals.signal(for: slot.signalKey, in: node.graph)
      node.storage[index] = signal
      slot.signal = signal
    }
  }

  func inputMatches(_ other: Any) -> Bool {
    (other as? AppStorage<Value>)?.slot.signalKey == slot.signalKey
  }
}

/// The views of one graph that read one key of one suite.
@MainActor
final class AppStorageSignal {
  let key: String
  weak var graph: ViewGraph?
  let dependents = Dependents()

  init(key: String, graph: ViewGraph) {
    self.key = key
    self.graph = graph
  }

  /// Records that the body being evaluated read the key.
  func recordRead() {
    if let graph { dependents.recordRead(in: graph) }
  }

  /// Marks the views that read the key dirty.
  func invalidate() {
    if let graph { dependents.invalidate(in: graph) }
  }
}

/// Every installed signal by key, so a change through one `@AppStorage` redraws every view
/// showing the same key, in any graph of the process.
@MainActor
enum AppStorageSignals {
  private static var signals: [String: [Weak<AppStorageSignal>]] = [:]

  /// A new signal for `key` in `graph`, filed under the key.
  static func signal(for key: String, in graph: ViewGraph) -> AppStorageSignal {
    let signal = AppStorageSignal(key: key, graph: graph)
    var list = (signals[key] ?? []).filter { $0.value != nil }
    list.append(Weak(signal))
    signals[key] = list
    return signal
  }

  /// Redraws the views that read `key`.
  static func changed(_ key: String) {
    for signal in signals[key] ?? [] { signal.value?.invalidate() }
  }
}
