import Foundation

/// No network for the process, as in airplane mode: the HTTP proxy variables point at a port
/// nothing listens on, so every libcurl request (Foundation's `URLSession` on Linux, Vitrine's
/// HTTP client) fails to connect, quickly, as it does on a phone without network.
///
/// The variables are restored by ``end()``. Used by ``ReloadDoctor`` between the host's steps,
/// while no provider is running.
final class NetworkOutage {
  /// The variables libcurl reads for a proxy, and the ones that exempt hosts from it.
  static let proxyVariables = [
    "http_proxy", "https_proxy", "HTTPS_PROXY", "ALL_PROXY", "all_proxy",
  ]
  static let exemptionVariables = ["no_proxy", "NO_PROXY"]
  /// Port 9 ("discard") on the loopback address: refused at once on a machine without it.
  static let deadProxy = "http://127.0.0.1:9"

  private var saved: [String: String?] = [:]

  /// Whether the network is down now.
  var isDown: Bool { !saved.isEmpty }

  /// Takes the network down.
  func begin() {
    guard saved.isEmpty else { return }
    let environment = ProcessInfo.processInfo.environment
    for name in Self.proxyVariables + Self.exemptionVariables {
      saved[name] = .some(environment[name])
    }
    for name in Self.proxyVariables { setenv(name, Self.deadProxy, 1) }
    for name in Self.exemptionVariables { unsetenv(name) }
  }

  /// Brings the network back: the variables as they were.
  func end() {
    for (name, value) in saved {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
    saved = [:]
  }

  deinit { end() }
}
