// A grammar fuzzer over the `vitrine` binary: random commands built from the real commands,
// options and hostile values (huge, negative, NaN, fractional, empty, long, odd Unicode), each
// run in a child process with its own data folder. A child killed by a signal or running past
// the time limit is a finding; its arguments are printed and saved, and the exit is 1.
//
//   vitrine-grammar-fuzz VITRINE SECONDS OUTPUT_FOLDER
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, let seconds = Double(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: vitrine-grammar-fuzz VITRINE SECONDS OUTPUT\n".utf8))
  exit(2)
}
let vitrine = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[3], isDirectory: true)
try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

var generator = SystemRandomNumberGenerator()
func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &generator)] }
func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

let numbers = [
  "0", "1", "-1", "2", "3", "24", "70", "250", "0.5", "2.5", "1e300", "-1e300", "1e-300", "nan",
  "NaN", "inf", "-inf", "infinity", "9223372036854775807", "9223372036854775808",
  "-9223372036854775808", "153722867280912931", "18446744073709551616", "0x10", "1_000", "",
  " 5", "5 ", "+5", "٣", "1e6", "8784", "8785", "10000", "10001",
]
let hostileText = [
  "", " ", "a", "é", "👩‍👩‍👧", "\u{202E}evil", "a\u{0301}\u{0301}\u{0301}", "../../etc/passwd", "-",
  "--", "=", "==", "%s%n", String(repeating: "W", count: 5_000), "Сталкер", "\t\n", "\\",
]
let dates = [
  "2026-11-30T09:00:00Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "1970-01-01T00:00:00Z",
  "2026-02-30T00:00:00Z", "noon", "", "2026-11-30T09:00:00+14:00",
]
let families = [
  "systemSmall", "systemMedium", "systemLarge", "small", "accessoryCircular", "huge", "",
]
let devices = ["393x852", "iphone-430x932", "0x0", "-1x-1", "99999999x99999999", "393x", "x", ""]
let kinds = ["clock", "recommendations", "nosuch", ""]
let configKeys = ["interval", "timeZone", "nosuch", "", "interval=", "a=b"]
let zones = ["UTC", "Asia/Tokyo", "Mars/Olympus", "", "Europe/Moscow"]

func value(for option: String) -> String {
  switch option {
  case "at", "start": return pick(dates)
  case "family": return pick(families)
  case "device": return pick(devices)
  case "config":
    let key = pick(configKeys)
    return key + "=" + (key == "timeZone" ? pick(zones) : pick(numbers + hostileText))
  case "format": return pick(["png", "svg", "pdf", "gif", ""])
  case "scale": return pick(["1", "2", "3", "4", "0", "-1", "nan", "1e300"])
  case "locale": return pick(["en_US", "ru_RU", "xx_NOPE", "", "ru"])
  case "color-scheme": return pick(["light", "dark", "sepia", ""])
  case "type": return pick(["string", "int", "double", "bool", "json", ""])
  case "suite":
    return pick(["group.vitrine", "group.other", "a/b", "", "..", "group.vitrine\u{0}"])
  case "o": return "OUT." + pick(["png", "svg", "pdf", "gif", "txt"])
  // Refused or small: a valid million increments is a minute of legitimate work, not a hang.
  case "times": return pick(["0", "1", "2", "250", "-1", "1e300", "nan", "2.5", "10000001", ""])
  default: return pick(numbers + hostileText)
  }
}

let commands: [String: [String]] = [
  "kinds": ["json"],
  "devices": ["json"],
  "timeline": ["family", "device", "config", "at", "data-dir", "json"],
  "simulate": ["hours", "start", "budget", "taps", "family", "device", "config", "json"],
  "render": [
    "family", "device", "config", "at", "data-dir", "format", "scale", "locale", "color-scheme",
    "placeholder", "preview", "o",
  ],
  "a11y": ["family", "device", "config", "at", "locale", "color-scheme", "data-dir"],
  "intent": ["family", "device", "config", "at", "data-dir"],
  "store": ["suite", "type", "times", "data-dir", "print-each"],
]
let flags: Set<String> = ["json", "placeholder", "preview", "print-each"]

func invocation(data: URL) -> [String] {
  let name = chance(3) ? pick(["help", "frobnicate", "--help", ""]) : pick(Array(commands.keys))
  var words = [name]
  switch name {
  case "store":
    let action = pick(["list", "get", "set", "remove", "increment", "frob"])
    words.append(action)
    let key = pick(["n", "recommendations.carousel", "recommendations.posters", "k", ""])
    if action != "list" { words.append(key) }
    if action == "set" { words.append(pick(numbers + hostileText)) }
  case "intent":
    words.append(pick(kinds))
    if chance(80) { words.append(pick(["forward", "back", "scroll", "sideways", ""])) }
  case "kinds", "devices", "help", "frobnicate", "--help", "": break
  default: words.append(pick(kinds))
  }
  let options = commands[name] ?? ["json"]
  var usedHours = false
  for _ in 0..<Int.random(in: 0...4, using: &generator) {
    let option = chance(5) ? pick(["nosuch", "h", "", "-"]) : pick(options)
    if option == "data-dir" { continue }
    if flags.contains(option) {
      words.append("--\(option)")
    } else if option == "o" {
      words += ["-o", data.appendingPathComponent(value(for: option)).path]
    } else {
      words +=
        chance(20) ? ["--\(option)=\(value(for: option))"] : ["--\(option)", value(for: option)]
      if option == "hours" { usedHours = true }
    }
  }
  // A simulation needs --hours; usually give a short one so runs stay quick.
  if name == "simulate" && !usedHours && chance(90) {
    words += ["--hours", pick(["1", "3", "0.5"])]
  }
  if chance(90) { words += ["--data-dir", data.path] }
  return words
}

/// Runs one invocation; nil when it ended normally, else what went wrong.
func run(_ words: [String], data: URL, limit: TimeInterval) -> String? {
  let process = Process()
  process.executableURL = vitrine
  process.arguments = words
  process.environment = ["VITRINE_DATA_DIR": data.path, "HOME": data.path, "LANG": "C.UTF-8"]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return "could not start: \(error)" }
  let deadline = Date().addingTimeInterval(limit)
  while process.isRunning && Date() < deadline { usleep(10_000) }
  if process.isRunning {
    process.terminate()
    process.waitUntilExit()
    return "still running after \(Int(limit)) s"
  }
  if process.terminationReason == .uncaughtSignal {
    return "killed by signal \(process.terminationStatus)"
  }
  return [0, 1, 2].contains(process.terminationStatus)
    ? nil : "exit status \(process.terminationStatus)"
}

let data = output.appendingPathComponent("data", isDirectory: true)
let end = Date().addingTimeInterval(seconds)
var runs = 0
var findings = 0
while Date() < end {
  if runs % 200 == 0 {
    try? FileManager.default.removeItem(at: data)
    try? FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
  }
  let words = invocation(data: data)
  runs += 1
  if let problem = run(words, data: data, limit: 60) {
    findings += 1
    let line = "\(problem): vitrine " + words.map { "'\($0.prefix(80))'" }.joined(separator: " ")
    print(line)
    let saved = output.appendingPathComponent("finding-\(findings).txt")
    try? Data((line + "\n" + words.joined(separator: "\u{0}")).utf8).write(to: saved)
  }
}
print("grammar fuzz: \(runs) runs, \(findings) findings")
exit(findings == 0 ? 0 : 1)
