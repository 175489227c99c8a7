import Foundation

/// A value a view hands up to the views above it, as SwiftUI's `PreferenceKey`: views set it
/// with ``View/preference(key:value:)``; an ancestor reads what its content set with
/// ``View/onPreferenceChange(_:perform:)``, the values combined by ``reduce(value:nextValue:)``
/// in the order the views are laid out.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value`, what earlier views set, with the next view's value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// What the views inside an `onPreferenceChange` set for one key.
final class PreferenceCollector<Key: PreferenceKey>: @unchecked Sendable {
  /// The values combined so far; the key's default before any view sets one.
  private(set) var value: Key.Value = Key.defaultValue

  /// Combines `next` into the value.
  func add(_ next: Key.Value) {
    Key.reduce(value: &value) { next }
  }
}

/// The collectors of the `onPreferenceChange` modifiers above a view, by key.
struct PreferenceCollectors: @unchecked Sendable {
  var byKey: [ObjectIdentifier: AnyObject] = [:]
}

/// Where the collectors live in the environment.
struct PreferenceCollectorsKey: EnvironmentKey {
  static var defaultValue: PreferenceCollectors { PreferenceCollectors() }
}

/// `preference(key:value:)`: hands `value` to the nearest `onPreferenceChange` for `Key`.
nonisolated struct PreferenceWriter<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let value: Key.Value

  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let collectors = context.environment[PreferenceCollectorsKey.self]
    (collectors.byKey[ObjectIdentifier(Key.self)] as? PreferenceCollector<Key>)?.add(value)
    return content(context)
  }
}

/// `onPreferenceChange(_:perform:)`: collects what its content sets for `Key` and, in an app,
/// runs `action` with it once the frame it appeared in is placed.
nonisolated struct PreferenceReader<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
  typealias Body = Never
  let action: (Key.Value) -> Void

  @MainActor func makeNodes(
    content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let collector = PreferenceCollector<Key>()
    var inner = context
    var collectors = context.environment[PreferenceCollectorsKey.self]
    collectors.byKey[ObjectIdentifier(Key.self)] = collector
    inner.environment[PreferenceCollectorsKey.self] = collectors
    let nodes = content(inner)
    let action = self.action
    context.graph?.lifecycle(
      at: context.identity.child(.slot, "preference"), owner: context.owner,
      appear: [{ action(collector.value) }], disappear: [], tasks: [])
    return nodes
  }
}

nonisolated extension View {
  /// Sets `value` for `key`, for the views above that read it.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriter<K>(value: value))
  }

  /// Runs `action` with the value the views inside set for `key` (the key's default when none
  /// does). In an app it runs once the view has appeared, after the frame's layout, so values
  /// set from a `GeometryReader` are in; later changes are not reported yet. A widget or Live
  /// Activity is drawn once, as on iOS, so the action changes nothing drawn.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceReader<K>(action: action))
  }
}
