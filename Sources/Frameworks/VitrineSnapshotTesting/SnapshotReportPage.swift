import Foundation

/// The text of a ``SnapshotReport``: the HTML page and the JUnit XML.
enum SnapshotReportPage {
  /// One snapshot on the page, with the copies of its files (paths relative to the page).
  struct Item {
    var entry: SnapshotReport.Entry
    var reference: String?
    var actual: String?
    var diff: String?
    /// A text snapshot's content.
    var text: String?
  }

  /// The page: a summary, then one section per snapshot, failures first.
  static func html(_ items: [Item]) -> String {
    let counts = SnapshotReport.Entry.Status.allCases.map { status in
      "\(items.filter { $0.entry.status == status }.count) \(status.rawValue)"
    }
    var page = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Snapshots</title>
      <style>
      body{font:14px system-ui,sans-serif;margin:1.5em;background:#fafafa;color:#222}
      section{background:#fff;border:1px solid #ddd;border-radius:8px;margin:1em 0;padding:1em}
      section.failed{border-color:#d33}section.recorded{border-color:#c90}
      h2{font-size:15px;margin:0 0 .5em}.status{font-weight:600;text-transform:uppercase}
      .failed .status{color:#d33}.recorded .status{color:#c90}.matched .status{color:#393}
      .row{display:flex;gap:1em;flex-wrap:wrap;align-items:flex-start}
      figure{margin:0}figcaption{color:#666;font-size:12px}
      img{max-width:420px;border:1px solid #eee;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
      .slider{position:relative;display:inline-block}
      .slider .over{position:absolute;top:0;left:0;overflow:hidden;width:50%;height:100%}
      .slider .over img{max-width:none}
      pre{white-space:pre-wrap;background:#f4f4f4;padding:.5em;max-height:24em;overflow:auto}
      </style></head><body>
      <h1>Snapshots</h1><p>\(escaped(counts.joined(separator: ", ")))</p>

      """
    for (index, item) in items.enumerated() {
      page += section(item, index: index)
    }
    page += "</body></html>\n"
    return page
  }

  private static func section(_ item: Item, index: Int) -> String {
    let entry = item.entry
    var html = "<section class=\"\(entry.status.rawValue)\" id=\"s\(index + 1)\">"
    html += "<h2><span class=\"status\">\(entry.status.rawValue)</span> "
    html += "\(escaped(entry.testFile)) / \(escaped(entry.name))</h2>"
    if let message = entry.message { html += "<pre>\(escaped(message))</pre>" }
    if let text = item.text {
      html += "<pre>\(escaped(text))</pre>"
    } else {
      html += "<div class=\"row\">"
      for (title, path) in [
        ("reference", item.reference), ("actual", item.actual), ("diff", item.diff),
      ] {
        guard let path else { continue }
        html += "<figure><img src=\"\(escaped(path))\" alt=\"\(title)\">"
        html += "<figcaption>\(title)</figcaption></figure>"
      }
      if let reference = item.reference, let actual = item.actual {
        // The actual image over the reference, uncovered from the left as the slider moves.
        html += "<figure><div class=\"slider\"><img src=\"\(escaped(reference))\" alt=\"\">"
        html += "<div class=\"over\"><img src=\"\(escaped(actual))\" alt=\"\"></div></div><br>"
        html += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"compare\" "
        html += "oninput=\"this.parentNode.querySelector('.over').style.width=this.value+'%'\">"
        html += "<figcaption>actual ← slider → reference</figcaption></figure>"
      }
      html += "</div>"
    }
    return html + "</section>\n"
  }

  /// JUnit XML: one test suite, one test case per snapshot; a failure for each failed or
  /// recorded one (a recording run never passes).
  static func junit(_ entries: [SnapshotReport.Entry]) -> String {
    let failures = entries.filter { $0.status != .matched }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites tests=\"\(entries.count)\" failures=\"\(failures)\">\n"
    xml += "  <testsuite name=\"snapshots\" tests=\"\(entries.count)\" failures=\"\(failures)\">\n"
    for entry in entries {
      xml +=
        "    <testcase classname=\"\(escaped(entry.testFile))\" name=\"\(escaped(entry.name))\""
      if entry.status == .matched {
        xml += "/>\n"
        continue
      }
      let message = entry.message ?? entry.status.rawValue
      let first = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
      xml += ">\n      <failure type=\"\(entry.status.rawValue)\" message=\"\(escaped(first))\">"
      xml += "\(escaped(message))</failure>\n    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// `text` safe in HTML and XML text and attributes; control characters XML refuses dropped.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
