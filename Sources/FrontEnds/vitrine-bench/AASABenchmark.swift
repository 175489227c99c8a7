import Foundation
import VitrineAssociatedDomains

/// The hardest apple-app-site-association files we could build within the limits (128 KB,
/// 20,000 steps a pattern, 400,000 a file, 4,096-character components), in
/// Tests/Fixtures/AASA, each with the URL that costs it most (`<name>.url`): how long one
/// URL's verdicts for every app of the file take. The goal is 100 ms for each.
func runAASABenchmark() async {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Tests/Fixtures/AASA").standardized
  do {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    guard !names.isEmpty else { throw BenchError("no files in \(folder.path)") }
    var slowest = 0.0
    for name in names {
      let json = folder.appendingPathComponent(name)
      let bytes = try Data(contentsOf: json)
      let text = try String(
        contentsOf: json.deletingPathExtension().appendingPathExtension("url"), encoding: .utf8)
      guard let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw BenchError("\(name): no URL beside it")
      }
      let file = try AASAFile(data: bytes)
      var samples: [Double] = []
      var outcomes: [AASAVerdict.Outcome: Int] = [:]
      for _ in 0..<5 {
        let began = ContinuousClock.now
        let verdicts = file.verdicts(for: url)
        let elapsed = ContinuousClock.now - began
        samples.append(elapsed.fractionalMilliseconds)
        outcomes = Dictionary(grouping: verdicts, by: \.outcome).mapValues(\.count)
      }
      let worst = samples.max() ?? 0
      slowest = max(slowest, worst)
      let listed = outcomes.map { "\"\($0.key.rawValue)\":\($0.value)" }.sorted()
      print(
        #"{"suite":"aasa","file":"\#(name)","bytes":\#(bytes.count),"appIDs":\#(file.appIDs.count),"#
          + #""urlCharacters":\#(url.absoluteString.count),"verdicts":{\#(listed.joined(separator: ","))},"#
          + #""medianMilliseconds":\#(rounded(median(samples))),"worstMilliseconds":\#(rounded(worst))}"#
      )
    }
    print(
      #"{"suite":"aasa","slowestMilliseconds":\#(rounded(slowest)),"goalMilliseconds":100,"met":\#(slowest <= 100)}"#
    )
  } catch {
    FileHandle.standardError.write(Data("aasa benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}
