import Foundation
import Testing
import VitrineTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Files named on the command line are checked for what they are before they are read, and a
/// mistyped argument is a usage error (exit 2) with a message, never a run that exits 0.
@Suite(.timeLimit(.minutes(2))) struct OutsideFileAndUsageTests {
  static let aasa = #"{"applinks": {"details": [{"appID": "A.b", "paths": ["/x"]}]}}"#

  @Test func aasaCheckRefusesWhatIsNotAURL() async throws {
    let folder = try TemporaryFolder("cli-aasa-usage")
    let file = folder.url.appendingPathComponent("f.json")
    try Data(Self.aasa.utf8).write(to: file)
    for text in ["::::", "", "https://", "1https://example.com/x"] {
      let result = await vitrine("aasa", "check", file.path, text)
      #expect(result.status == 2, "'\(text)': \(result.out)")
      #expect(result.err.contains("is not a URL"), "'\(text)': \(result.err)")
      #expect(result.out.isEmpty)
    }
    let fine = await vitrine("aasa", "check", file.path, "https://example.com/x")
    #expect(fine.status == 0, "\(fine.err)")
  }

  @Test func appA11yRefusesABadScale() async {
    for call in [
      ["app", "a11y", "catalog", "--scale", "0"], ["app", "a11y", "catalog", "--scale", "2"],
      ["app", "catalog", "--scale", "0"],
    ] {
      let result = await vitrine(call)
      #expect(result.status == 2, "\(call): \(result.out.prefix(80))")
      #expect(result.err.contains("--scale"), "\(call): \(result.err)")
      #expect(result.err.split(separator: "\n").count == 1)
    }
  }

  @Test func aasaCheckOnADeviceADirectoryOrAPipeSaysWhatItIs() async throws {
    let folder = try TemporaryFolder("cli-aasa-files")
    let pipe = folder.url.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    let cases = [
      ("/dev/zero", "/dev/zero: it is a character device, not a regular file"),
      (folder.url.path, "\(folder.url.path): it is a directory, not a regular file"),
      (pipe, "\(pipe): it is a named pipe (FIFO), not a regular file"),
      (
        folder.url.appendingPathComponent("none").path,
        "\(folder.url.appendingPathComponent("none").path): there is no such file"
      ),
    ]
    for (path, message) in cases {
      let result = await vitrine("aasa", "check", path, "https://example.com/")
      #expect(result.status == 1, "\(path)")
      #expect(result.err == "vitrine aasa: error: \(message)", "\(path)")
    }
    // A file over the limit is refused by its size, before it is read.
    let big = folder.url.appendingPathComponent("big.json")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    let result = await vitrine("aasa", "check", big.path, "https://example.com/")
    #expect(result.status == 1)
    #expect(result.err.contains("\(big.path): the file is 1073741824 bytes"), "\(result.err)")
  }
}
