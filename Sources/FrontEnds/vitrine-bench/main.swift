// vitrine-bench: measures Vitrine's hot paths and prints one JSON object per line.
//
// Usage: swift run -c release vitrine-bench <suite>
// Each suite lives in its own file and registers itself in `suites` below.
import Foundation

let suites: [String: () async -> Void] = [
  "layout": runLayoutBenchmark,
  "render": runRenderBenchmark,
  "recommendations": runRecommendationsBenchmark,
  "cold": runColdStartBenchmark,
  "web": runWebBenchmark,
  "app": runAppBenchmark,
  "server": runServerAbuseBenchmark,
  "goals": runGoalsSummary,
  "aasa": runAASABenchmark,
  "charts": runChartBenchmark,
  "watch": runWatchBenchmark,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let suite = suites[name] else {
  let known = suites.keys.sorted().joined(separator: ", ")
  FileHandle.standardError.write(Data("usage: vitrine-bench <suite>   (suites: \(known))\n".utf8))
  exit(2)
}
await suite()
