import Foundation
import VitrineAssociatedDomains

#if canImport(Glibc)
  import Glibc
#endif

/// The hardest apple-app-site-association files we could build within the limits (128 KB,
/// 20,000 steps a pattern, 400,000 a file, 4,096-character components), in
/// Tests/Fixtures/AASA, each with the URL that costs it most (`<name>.url`): how long one
/// URL's verdicts for every app of the file take, in this thread's processor time (the machine
/// is shared, so wall time says more about the neighbours). The goal is 100 ms for each.
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
        let began = threadMilliseconds()
        let verdicts = file.verdicts(for: url)
        samples.append(threadMilliseconds() - began)
        outcomes = Dictionary(grouping: verdicts, by: \.outcome).mapValues(\.count)
      }
      let worst = samples.max() ?? 0
      slowest = max(slowest, worst)
      let listed = outcomes.map { "\"\($0.key.rawValue)\":\($0.value)" }.sorted()
      print(
        #"{"suite":"aasa","file":"\#(name)","bytes":\#(bytes.count),"appIDs":\#(file.appIDs.count),"#
          + #""urlCharacters":\#(url.absoluteString.count),"verdicts":{\#(listed.joined(separator: ","))},"#
          + #""medianCPUMilliseconds":\#(rounded(median(samples))),"worstCPUMilliseconds":\#(rounded(worst))}"#
      )
    }
    print(
      #"{"suite":"aasa","slowestCPUMilliseconds":\#(rounded(slowest)),"goalMilliseconds":100,"met":\#(slowest <= 100)}"#
    )
  } catch {
    FileHandle.standardError.write(Data("aasa benchmark failed: \(error)\n".utf8))
    exit(1)
  }
}

/// This thread's processor time so far, in milliseconds.
private func threadMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}
