/// A line diff for text snapshots: unchanged lines with two spaces, removed (reference)
/// lines with `−`, added (actual) lines with `+`; long unchanged stretches are elided.
enum LineDiff {
  static func render(_ reference: String, _ actual: String, context: Int = 2) -> String {
    let a = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence table, from the ends.
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [(kind: Character, text: String)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        lines.append((" ", a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
        lines.append(("−", a[i]))
        i += 1
      } else {
        lines.append(("+", b[j]))
        j += 1
      }
    }
    let changed = lines.indices.filter { lines[$0].kind != " " }
    var output: [String] = []
    var lastShown = -1
    for index in lines.indices {
      let near = changed.contains { abs($0 - index) <= context }
      guard near else { continue }
      if lastShown >= 0, index > lastShown + 1 { output.append("  …") }
      if lastShown < 0, index > 0 { output.append("  …") }
      let line = lines[index]
      output.append(line.kind == " " ? "  \(line.text)" : "\(line.kind) \(line.text)")
      lastShown = index
    }
    if lastShown >= 0, lastShown < lines.count - 1 { output.append("  …") }
    return output.joined(separator: "\n")
  }
}
