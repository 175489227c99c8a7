/// Which view and modifier types layout handles directly, remembered per type.
///
/// `value as? any PrimitiveView` asks the runtime for the conformance and boxes the value
/// every time; resolving a tree asks it for every view. The answer depends only on the type,
/// so it is looked up once per type and kept by the type's identity. The tables are used on
/// the main actor only, each access a single lookup or insertion, so their exclusivity is not
/// checked again at run time.
@MainActor
enum PrimitiveTypes {
  @exclusivity(unchecked) private static var views: [ObjectIdentifier: (any PrimitiveView.Type)?] =
    [:]
  @exclusivity(unchecked) private static var modifiers:
    [ObjectIdentifier: (any PrimitiveModifier.Type)?] = [:]

  /// `type` as a primitive view type, or `nil` when its nodes come from its body.
  static func view<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
    remembered(type, in: &views) { type as? any PrimitiveView.Type }
  }

  /// `type` as a primitive modifier type, or `nil` when it changes views through its body.
  static func modifier<M: ViewModifier>(_ type: M.Type) -> (any PrimitiveModifier.Type)? {
    remembered(type, in: &modifiers) { type as? any PrimitiveModifier.Type }
  }

  /// The answer `table` keeps for `type`, found with `find` the first time.
  private static func remembered<Found>(
    _ type: Any.Type, in table: inout [ObjectIdentifier: Found?], _ find: () -> Found?
  ) -> Found? {
    let key = ObjectIdentifier(type)
    if let known = table[key] { return known }
    let found = find()
    table[key] = found
    return found
  }
}

extension PrimitiveView {
  /// The nodes of `view`, a value of this very type (the caller found the type from it).
  @MainActor static func makeNodes<V>(of view: V, in context: ResolveContext) -> [LayoutNode] {
    withUnsafePointer(to: view) {
      UnsafeRawPointer($0).assumingMemoryBound(to: Self.self).pointee.makeNodes(in: context)
    }
  }
}

extension PrimitiveModifier {
  /// The nodes of `modifier`, a value of this very type, applied to `content`.
  @MainActor static func makeNodes<M>(
    of modifier: M, content: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    withUnsafePointer(to: modifier) {
      UnsafeRawPointer($0).assumingMemoryBound(to: Self.self).pointee.makeNodes(
        content: content, in: context)
    }
  }
}
