import Foundation

// `vitrine-bench goals`: reads the JSON lines the other suites printed (standard input) and
// says for each goal of issue 14 its figures, its ratio and whether it holds (and, from the
// server suite, issue 10's goal for a legitimate client during each attack). `make bench`
// pipes every suite's output through it.

/// What issue 14 measured before its work, as ratios in one run on the same machine.
enum IssueFourteen {
  /// A one-shot `vitrine render` of the small recommendations widget over `vitrine --help`,
  /// in CPU time: 48.6 ms against 19.5 ms.
  static let coldRenderOverHelp = 48.6 / 19.5
  /// Goal 1: half of the render's time, against the same floor.
  static let coldGoalOverHelp = coldRenderOverHelp / 2
  /// Goal 2: microseconds per view on the 1,011-view tree.
  static let layoutMicrosecondsPerView = 1.4
  /// Goal 2: growth of the time per view from 1k to 10k views.
  static let layoutGrowthPerView = 1.2
  /// Goal 3: a full render over rasterization alone.
  static let renderOverRaster = 2.0
  /// Goal 4: a tap over a full layout.
  static let tapOverLayout = 1.0 / 3
  /// Goal 4: intent-to-image p99 over a static GET's p99.
  static let webP99Ratio = 5.0
}

/// Prints the goals' verdicts for the suite lines on standard input.
func runGoalsSummary() async {
  var lines: [[String: Any]] = []
  while let line = readLine() {
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { continue }
    lines.append(object)
  }
  for verdict in goalVerdicts(lines) { print(verdict) }
}

/// One line per goal figure: what was measured, the goal, and whether it holds.
func goalVerdicts(_ lines: [[String: Any]]) -> [String] {
  func suite(_ name: String) -> [[String: Any]] { lines.filter { $0["suite"] as? String == name } }
  func number(_ object: [String: Any], _ key: String) -> Double? {
    (object[key] as? NSNumber)?.doubleValue
  }
  var out: [String] = []

  if let cold = suite("cold").first, let render = number(cold, "renderCpuMs"),
    let help = number(cold, "helpCpuMs"), help > 0
  {
    let ratio = render / help
    var line =
      "goal 1 (cold render): render \(format(render)) ms CPU, --help \(format(help)) ms: "
      + "\(format(ratio))× the floor; goal ≤ \(format(IssueFourteen.coldGoalOverHelp))× "
      + "(half of \(format(IssueFourteen.coldRenderOverHelp))×): "
      + verdict(ratio, IssueFourteen.coldGoalOverHelp)
    if let baseline = number(cold, "baselineRenderCpuMs"), baseline > 0 {
      line +=
        "; against the baseline executable in the same run: \(format(render / baseline))× "
        + "its \(format(baseline)) ms (goal ≤ 0.5: \(verdict(render / baseline, 0.5)))"
    }
    out.append(line)
  } else {
    out.append("goal 1 (cold render): no figures (the cold suite did not run)")
  }

  let trees = suite("layout").filter { $0["case"] as? String == "tree" }
  if let small = trees.first(where: { number($0, "views") == 1011 }),
    let views = number(small, "views"), let milliseconds = number(small, "median_ms")
  {
    let perView = milliseconds * 1000 / views
    out.append(
      "goal 2 (layout): \(format(perView)) µs per view on \(Int(views)) views; goal ≤ "
        + "\(format(IssueFourteen.layoutMicrosecondsPerView)) µs: "
        + verdict(perView, IssueFourteen.layoutMicrosecondsPerView))
  } else {
    out.append("goal 2 (layout): no figures for the 1,011-view tree")
  }
  if let ratio = suite("layout").first(where: { $0["case"] as? String == "ratio" }),
    let value = number(ratio, "ratio")
  {
    let growth = value / 10
    out.append(
      "goal 2 (layout): 10× the views took \(format(value))×: \(format(growth))× per view; "
        + "goal ≤ \(format(IssueFourteen.layoutGrowthPerView))×: "
        + verdict(growth, IssueFourteen.layoutGrowthPerView))
  }
  let yoga = suite("layout").filter {
    $0["case"] as? String == "yoga" && number($0, "views") == 1011
  }
  if yoga.isEmpty {
    out.append("goal 2 (layout against Yoga): no Yoga figures in the layout suite's output")
  }
  for line in yoga {
    guard let ratio = number(line, "vitrine_over_yoga") else { continue }
    let text = line["text"] as? String ?? "?"
    out.append(
      "goal 2 (layout against Yoga, text \(text)): views to display list "
        + "\(format(ratio))× Yoga's layout per view; goal ≤ 1: \(verdict(ratio, 1))")
  }
  if let phases = suite("layout").first(where: { $0["case"] as? String == "phases" }) {
    var line =
      "goal 2 (phases, µs per view): resolve \(format(number(phases, "resolve_us_per_view") ?? 0)), "
      + "layout \(format(number(phases, "layout_us_per_view") ?? 0)), display list "
      + "\(format(number(phases, "display_list_us_per_view") ?? 0))"
    for text in ["fixed", "measured"] {
      if let ratio = number(phases, "layout_over_yoga_\(text)") {
        line += "; the layout step alone \(format(ratio))× Yoga (text \(text))"
      }
    }
    out.append(line)
  }

  let renders = suite("render").filter { number($0, "full_over_raster") != nil }
  if renders.isEmpty {
    out.append("goal 3 (warm render): no figures (the render suite did not run)")
  }
  for render in renders {
    guard let ratio = number(render, "full_over_raster") else { continue }
    let name = render["case"] as? String ?? "?"
    var line =
      "goal 3 (warm render, \(name)): full \(format(number(render, "full_ms") ?? 0)) ms, "
      + "raster \(format(number(render, "raster_ms") ?? 0)) ms: \(format(ratio))×; goal ≤ "
      + "\(format(IssueFourteen.renderOverRaster))×: "
      + verdict(ratio, IssueFourteen.renderOverRaster)
    if let bytes = number(render, "png_bytes_per_pixel") {
      line += "; PNG \(format(bytes)) bytes per pixel"
    }
    out.append(line)
  }

  if let app = suite("app").first, let ratio = number(app, "ratio") {
    out.append(
      "goal 4 (app tap): \(Int(number(app, "tapMicroseconds") ?? 0)) µs against a full "
        + "layout's \(Int(number(app, "fullLayoutMicroseconds") ?? 0)) µs: "
        + "\(format(ratio))×; goal ≤ \(format(IssueFourteen.tapOverLayout))×: "
        + verdict(ratio, IssueFourteen.tapOverLayout))
  } else {
    out.append("goal 4 (app tap): no figures (the app suite did not run)")
  }
  if let web = suite("web").first, let ratio = number(web, "p99Ratio") {
    out.append(
      "goal 4 (web): intent-to-image p99 \(format(number(web, "tapToImageP99Ms") ?? 0)) ms, "
        + "static GET p99 \(format(number(web, "staticGetP99Ms") ?? 0)) ms: \(format(ratio))×; "
        + "goal ≤ \(format(IssueFourteen.webP99Ratio))×: "
        + verdict(ratio, IssueFourteen.webP99Ratio))
  } else {
    out.append("goal 4 (web): no figures (the web suite did not run)")
  }

  let attacks = suite("server").filter { $0["attack"] != nil }
  for attack in attacks {
    let worst = number(attack, "maxMs") ?? .infinity
    out.append(
      "issue 10 (server under attack, \(attack["attack"] as? String ?? "?")): a legitimate "
        + "request took \(format(number(attack, "medianMs") ?? 0)) ms median, "
        + "\(format(worst)) ms at most; goal ≤ 1000 ms: \(verdict(worst, 1000))")
  }
  return out
}

/// "holds" when `value` is at most `goal`, else by how much it misses.
private func verdict(_ value: Double, _ goal: Double) -> String {
  value <= goal ? "holds" : "misses by \(format((value / goal - 1) * 100))%"
}

private func format(_ value: Double) -> String { String(format: "%.2f", value) }
