// Fuzz target: the web home screen's request routing, a pure function of the request.
//
// The input is split at NUL bytes into the method, the path and the Host header; any input
// must give a route or a RequestError with a status of 4xx, never trap.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebRouting(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let parts = UnsafeBufferPointer(start: bytes, count: count).split(
    separator: 0, maxSplits: 2, omittingEmptySubsequences: false
  ).map { String(decoding: $0, as: UTF8.self) }
  let method = parts.first ?? ""
  let path = parts.count > 1 ? parts[1] : ""
  let headers = parts.count > 2 ? ["host": parts[2]] : [:]
  do {
    _ = try WebRoute(
      method: method, path: path, headers: headers, hostNames: ["127.0.0.1", "localhost"])
  } catch let error as RequestError {
    precondition((400..<500).contains(error.status), "routing answered \(error.status)")
  } catch {
    preconditionFailure("routing threw \(error)")
  }
  return 0
}
