import Foundation
// Fuzz target: apple-app-site-association files, read and matched as the system reads them.
//
// The first byte picks one of a few URLs to match, the rest is the file: any input must either
// be refused with an AASAError or give a verdict for every app it names, never trap or hang.
import VitrineAssociatedDomains

let fuzzURLs = [
  "https://vitrine.example/title/stalker", "https://vitrine.example/buy/12?ref=a&ref=b#top",
  "https://www.example.com/en_US/help/%20x", "https://example.com/",
].compactMap(URL.init(string:))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAASA(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  let url = fuzzURLs[Int(bytes[0]) % fuzzURLs.count]
  let data = Data(bytes: bytes + 1, count: count - 1)
  guard let file = try? AASAFile(data: data) else { return 0 }
  _ = file.verdicts(for: url)
  return 0
}
