import Foundation

private struct LineLimitReservesSpaceKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether text in this view is as tall as its line limit even when it needs fewer lines
  /// (`lineLimit(_:reservesSpace:)`).
  var lineLimitReservesSpace: Bool {
    get { self[LineLimitReservesSpaceKey.self] }
    set { self[LineLimitReservesSpaceKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Limits text in this view to `limit` lines and, when `reservesSpace` is true, makes each
  /// text as tall as `limit` lines of its font even when it needs fewer (iOS 16), its lines at
  /// the top.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(
      EnvironmentWriter {
        $0.lineLimit = max(limit, 1)
        $0.lineLimitReservesSpace = reservesSpace
      })
  }
}

/// A text's frame when it reserves its line limit: as tall as `lines` lines of its font.
struct ReservedLinesLayout: FramingLayout {
  let measurer: any TextMeasurer
  let request: TextLayoutRequest
  let lines: Int
  var alignment: Alignment { .top }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let child = children.first?.sizeThatFits(proposal) ?? .zero
    var probe = request
    probe.string = Array(repeating: "X", count: min(max(lines, 1), 100)).joined(separator: "\n")
    probe.runs = []
    probe.width = nil
    probe.lineLimit = nil
    return CGSize(
      width: child.width, height: max(child.height, measurer.metrics(probe).size.height))
  }
}
