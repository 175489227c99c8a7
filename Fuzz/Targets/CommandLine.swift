// Fuzz target: the command-line parser and the value conversions commands share. The input
// is split into arguments at NUL bytes and parsed against options like the real commands'.
import Foundation

let fuzzOptions: [OptionSpec] = [
  CommonOptions.family, CommonOptions.device, CommonOptions.config, CommonOptions.at,
  CommonOptions.json, CommonOptions.dataDir,
  .value("hours", "N", help: ""), .value("budget", "N", help: ""),
  .value("taps", "N", help: ""), .value("times", "N", help: ""),
  .value("start", "ISO8601", help: ""),
]
let fuzzPositionals = [
  PositionalSpec(name: "KIND", help: ""),
  PositionalSpec(name: "ARGS", help: "", optional: true, variadic: true),
]
let fuzzConsole = Console(out: { _ in }, err: { _ in }, environment: ["HOME": "/nonexistent"])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let arguments = UnsafeBufferPointer(start: bytes, count: count)
    .split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  guard
    let parsed = try? ArgumentParser.parse(
      arguments, options: fuzzOptions, positionals: fuzzPositionals)
  else { return 0 }
  _ = try? CommonOptions.family(parsed)
  _ = try? CommonOptions.device(parsed)
  _ = try? CommonOptions.configuration(parsed)
  _ = try? CommonOptions.moment(parsed)
  _ = try? CommonOptions.date(parsed, "start", default: Date(timeIntervalSince1970: 0))
  _ = try? CommonOptions.number(parsed, "hours", default: 1, maximum: 8_784)
  for option in ["budget", "taps", "times"] {
    if let value = try? CommonOptions.integer(parsed, option, default: 0, in: 0...10_000_000) {
      precondition((0...10_000_000).contains(value))
    }
  }
  _ = CommonOptions.dataDirectory(parsed, fuzzConsole)
  _ = CommonOptions.processLocale(["LANG": arguments.first ?? ""])
  return 0
}
