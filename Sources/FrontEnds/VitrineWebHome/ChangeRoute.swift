/// One route that changes state: the shape of the POST path that reaches it.
///
/// ``WebRoute/changes`` lists every one, and the router reads that list alone, so a test that
/// goes through the list (the CSRF refusal of each) covers every change there is.
struct ChangeRoute: Sendable {
  /// The path's segments after `/api/`; `{id}` stands for an instance identifier (`w12`).
  let segments: [String]
  private let make: @Sendable (String) -> WebRoute

  /// A route reached by `/api/` followed by `segments`, made by `make` from the identifier.
  init(_ segments: String..., make: @escaping @Sendable (String) -> WebRoute) {
    self.segments = segments
    self.make = make
  }

  /// The route that `parts` (a path's segments after `/api/`) asks for, when it has this shape.
  func route(_ parts: [String]) -> WebRoute? {
    guard parts.count == segments.count else { return nil }
    var id = ""
    for (part, segment) in zip(parts, segments) {
      if segment == "{id}" {
        guard Route.isInstanceID(part) else { return nil }
        id = part
      } else if part != segment {
        return nil
      }
    }
    return make(id)
  }

  /// A path of this shape, with `id` for the identifier.
  func path(id: String = "w1") -> String {
    "/api/" + segments.map { $0 == "{id}" ? id : $0 }.joined(separator: "/")
  }
}

extension WebRoute {
  /// Every route that changes state, in the order the router tries them.
  static let changes: [ChangeRoute] = [
    ChangeRoute("widgets") { _ in .addWidget },
    ChangeRoute("widgets", "{id}", "tap") { .tap($0) },
    ChangeRoute("widgets", "{id}", "remove") { .remove($0) },
    ChangeRoute("widgets", "{id}", "configure") { .configure($0) },
    ChangeRoute("layout") { _ in .layout },
    ChangeRoute("device") { _ in .device },
    ChangeRoute("clock") { _ in .setClock },
    ChangeRoute("apps", "open") { _ in .openApp },
    ChangeRoute("apps", "input") { _ in .appInput },
    ChangeRoute("apps", "messages", "compose") { _ in .compose },
    ChangeRoute("shared", "hide") { _ in .hideShared },
  ]
}
