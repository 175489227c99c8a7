// The command line's Console as its argument code uses it (streams and environment), for the
// command-line fuzz target: the real one also carries the installed widgets (VitrineHomeScreen),
// which would bring the renderer and every widget into a target that fuzzes parsing.
import Foundation

struct Console: Sendable {
  var out: @Sendable (String) -> Void
  var err: @Sendable (String) -> Void
  var environment: [String: String]
}
