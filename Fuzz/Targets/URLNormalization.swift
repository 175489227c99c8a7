import Foundation
// Fuzz target: links read as a browser reads them, then matched against association files.
//
// The first byte picks a file, the rest is a link as typed in a message. For every input:
// reading it never traps; a normalised URL normalises to itself, has no dot segments, no
// encoded dots, no credentials and a lowercase host; a refused link is never opened; and
// nothing whose normalised path is under the excluded /account/ is opened.
import VitrineAssociatedDomains

let fuzzFileTexts = [
  ##"{"applinks":{"defaults":{"caseSensitive":false},"details":[{"appIDs":["T.app"],"components":[{"#":"web","exclude":true},{"/":"/account/*","exclude":true},{"/":"/title/?*"},{"/":"/search","?":{"q":"?*"}},{"/":"*"}]}]}}"##,
  ##"{"applinks":{"substitutionVariables":{"pair":["en","ru","??"]},"details":[{"appIDs":["T.app","T.two"],"defaults":{"percentEncoded":false},"components":[{"/":"/account/*","exclude":true},{"/":"/$(pair)_$(upper)$(upper)/*"},{"/":"*","?":"*"}]}]}}"##,
  ##"{"applinks":{"details":[{"appID":"T.other","paths":["NOT /account/*","/title/*"]},{"appID":"T.app","paths":["NOT /account/*","*"]}]}}"##,
]

/// The files, parsed once before the first input (parsing them during one would count as that
/// input's allocations).
nonisolated(unsafe) var fuzzFiles: [AASAFile] = []

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  fuzzFiles = fuzzFileTexts.map { try! AASAFile(data: Data($0.utf8)) }
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURLNormalization(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  let file = fuzzFiles[Int(bytes[0]) % fuzzFiles.count]
  let text = String(
    decoding: UnsafeBufferPointer(start: bytes + 1, count: count - 1), as: UTF8.self)
  guard let written = URLNormalization.url(fromText: text) else { return 0 }
  _ = URLNormalization.redacted(written)
  let asWritten = file.verdicts(for: written)
  let normalized: URL
  do {
    normalized = try URLNormalization.normalize(written)
  } catch {
    if written.scheme?.lowercased() == "https" {
      check(asWritten.allSatisfy { !$0.opens }, "refused but opened", text)
    }
    return 0
  }
  check((try? URLNormalization.normalize(normalized)) == normalized, "not idempotent", text)
  let components = URLComponents(url: normalized, resolvingAgainstBaseURL: false)
  check(components?.user == nil && components?.password == nil, "credentials kept", text)
  let host = components?.percentEncodedHost ?? ""
  check(host == host.lowercased(), "host not lowercased", text)
  let path = components?.percentEncodedPath ?? ""
  if host != "" {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    check(!segments.contains { $0 == "." || $0 == ".." }, "dot segment left", text)
  }
  check(!path.lowercased().contains("%2e"), "encoded dot left", text)
  // The verdict of the written link is the one of its normalised form: `verdicts` normalises
  // first, and normalising is idempotent (checked above).
  if normalized.scheme == "https", path.hasPrefix("/account/") {
    check(asWritten.allSatisfy { !$0.opens }, "an /account/ page opened", text)
  }
  return 0
}

/// Traps, so libFuzzer keeps the input, when `condition` does not hold.
func check(_ condition: Bool, _ what: String, _ text: String) {
  if !condition { fatalError("\(what): \(text.debugDescription)") }
}
