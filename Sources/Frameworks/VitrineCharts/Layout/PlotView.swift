import Foundation
import VitrineUI

/// The plot: grid lines, then the marks, then their annotations; every mark (up to
/// ``accessibilityLimit``) is an accessibility element with its values.
struct PlotView: View {
  let plan: ChartPlan
  let xEntries: [AxisEntry]
  let yEntries: [AxisEntry]

  /// The grid lines' and ticks' colour: a light grey in both schemes.
  static let gridStyle = AnyShapeStyle(Color.gray.opacity(0.35))
  /// How many marks are read one by one; a chart with more is read as a whole.
  static let accessibilityLimit = 500

  var body: some View {
    GeometryReader { proxy in
      let geometry = PlotGeometry(plan: plan, size: proxy.size)
      let (shapes, placed) = geometry.drawing()
      ZStack(alignment: .topLeading) {
        gridLines(geometry)
        ForEach(shapes.indices, id: \.self) { index in
          let shape = shapes[index]
          if let stroke = shape.stroke {
            shape.path.stroke(shape.style, style: stroke)
          } else {
            shape.path.fill(shape.style)
          }
        }
        ForEach(placed.indices, id: \.self) { index in
          ForEach(placed[index].spanned.mark.style.annotations.indices, id: \.self) { which in
            annotation(placed[index], placed[index].spanned.mark.style.annotations[which])
          }
        }
        MarkAccessibility(plan: plan, placed: placed, size: proxy.size)
      }
    }
  }

  /// The grid lines of both axes.
  func gridLines(_ geometry: PlotGeometry) -> some View {
    var paths: [(Path, StrokeStyle, AnyShapeStyle)] = []
    for entry in yEntries {
      guard let grid = entry.gridLine, let y = geometry.y?.position(entry.value) else { continue }
      let path = Path { $0.addLines([CGPoint(x: 0, y: y), CGPoint(x: geometry.size.width, y: y)]) }
      paths.append((path, grid.stroke ?? StrokeStyle(lineWidth: 0.5), grid.style ?? Self.gridStyle))
    }
    for entry in xEntries {
      guard let grid = entry.gridLine, let x = geometry.x?.position(entry.value) else { continue }
      let path = Path {
        $0.addLines([CGPoint(x: x, y: 0), CGPoint(x: x, y: geometry.size.height)])
      }
      paths.append((path, grid.stroke ?? StrokeStyle(lineWidth: 0.5), grid.style ?? Self.gridStyle))
    }
    var merged: [(Path, StrokeStyle, AnyShapeStyle)] = []
    for item in paths {
      if let last = merged.last, last.1 == item.1, "\(last.2)" == "\(item.2)" {
        merged[merged.count - 1].0.addPath(item.0)
      } else {
        merged.append(item)
      }
    }
    return ZStack(alignment: .topLeading) {
      ForEach(merged.indices, id: \.self) { index in
        merged[index].0.stroke(merged[index].2, style: merged[index].1)
      }
    }
  }

  /// An annotation beside its mark.
  func annotation(_ placed: PlacedMark, _ annotation: MarkAnnotation) -> some View {
    let frame = placed.frame
    var position = annotation.position
    if position == .automatic {
      let horizontal = placed.spanned.mark.kind == .bar && placed.spanned.isHorizontal
      position =
        horizontal
        ? (placed.isNegative ? .leading : .trailing) : (placed.isNegative ? .bottom : .top)
    }
    let spacing = annotation.spacing
    let point: CGPoint
    let alignment: Alignment
    let horizontalEdge = annotation.alignment.horizontal
    let anchorX =
      horizontalEdge == .leading
      ? frame.minX : horizontalEdge == .trailing ? frame.maxX : frame.midX
    switch position {
    case .top, .automatic:
      point = CGPoint(x: anchorX, y: frame.minY - spacing)
      alignment = Alignment(horizontal: horizontalEdge, vertical: .bottom)
    case .bottom:
      point = CGPoint(x: anchorX, y: frame.maxY + spacing)
      alignment = Alignment(horizontal: horizontalEdge, vertical: .top)
    case .leading:
      point = CGPoint(x: frame.minX - spacing, y: frame.midY)
      alignment = .trailing
    case .trailing:
      point = CGPoint(x: frame.maxX + spacing, y: frame.midY)
      alignment = .leading
    case .overlay:
      point = CGPoint(x: frame.midX, y: frame.midY)
      alignment = annotation.alignment
    }
    return Pinned(content: annotation.content, point: point, alignment: alignment)
  }
}

/// Each mark as an accessibility element: the x value (and series) as its label, the y value
/// (or a sector's share) as its value; a chart of more marks than the limit is one element
/// naming how many it has.
///
/// An element spans the plot across the mark's position (a column for a vertical bar or a
/// point, a row for a horizontal bar or rule), so VoiceOver, which reads by rows, reads the
/// marks along the axis in order.
struct MarkAccessibility: View {
  let plan: ChartPlan
  let placed: [PlacedMark]
  let size: CGSize
  @Environment(\.locale) private var locale

  var body: some View {
    if placed.count > PlotView.accessibilityLimit {
      Color.clear
        .accessibilityLabel(Text(verbatim: "Chart"))
        .accessibilityValue(
          Text(verbatim: "\(placed.count.formatted(.number.locale(locale))) marks"))
    } else {
      ZStack(alignment: .topLeading) {
        ForEach(placed.indices, id: \.self) { index in
          element(placed[index])
        }
      }
    }
  }

  @ViewBuilder func element(_ placed: PlacedMark) -> some View {
    let style = placed.spanned.mark.style
    if !style.accessibilityHidden {
      let frame = readingFrame(placed)
      let value = self.value(placed.spanned)
      Color.clear
        .frame(width: max(frame.width, 1), height: max(frame.height, 1))
        .accessibilityLabel(style.accessibilityLabel ?? Text(verbatim: label(placed.spanned)))
        .modifier(
          OptionalAccessibilityValue(
            value: style.accessibilityValue ?? (value.isEmpty ? nil : Text(verbatim: value)))
        )
        .position(x: frame.midX, y: frame.midY)
    }
  }

  /// The element's frame: a row for horizontal bars and rules across the plot, the mark itself
  /// for sectors, a column otherwise.
  func readingFrame(_ placed: PlacedMark) -> CGRect {
    let mark = placed.spanned.mark
    let frame = placed.frame
    if mark.kind == .sector { return frame }
    if (mark.kind == .bar && placed.spanned.isHorizontal) || (mark.kind == .rule && mark.x == nil) {
      return CGRect(x: 0, y: frame.minY, width: size.width, height: frame.height)
    }
    return CGRect(x: frame.minX, y: 0, width: frame.width, height: size.height)
  }

  /// The mark's name: its position's value and its series.
  func label(_ spanned: SpannedMark) -> String {
    let mark = spanned.mark
    var parts: [String] = []
    if mark.kind == .sector {
      parts.append(spanned.seriesName ?? "")
    } else if mark.kind == .bar, spanned.isHorizontal {
      parts.append(describe(mark.y ?? mark.x))
    } else if mark.kind == .rule, mark.x == nil {
      parts.append(describe(mark.y))
    } else {
      parts.append(describe(mark.x ?? mark.xStart))
    }
    if mark.kind != .sector, let series = spanned.seriesName { parts.append(series) }
    return parts.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The mark's value: its measure (the declared one, not the pile's), or both ends of a
  /// range.
  func value(_ spanned: SpannedMark) -> String {
    let mark = spanned.mark
    if mark.kind == .sector { return describe(mark.angle) }
    if mark.kind == .bar, spanned.isHorizontal {
      if let start = mark.xStart, let end = mark.xEnd {
        return "\(describe(start)) to \(describe(end))"
      }
      return describe(mark.x)
    }
    if mark.kind == .rule, mark.x == nil { return "" }
    if let start = mark.yStart, let end = mark.yEnd {
      return "\(describe(start)) to \(describe(end))"
    }
    return describe(mark.y)
  }

  /// A channel's value as text in the chart's locale.
  func describe(_ channel: PlotChannel?) -> String {
    guard let channel else { return "" }
    switch channel.value {
    case .category(let name): return name
    case .number(let number): return number.formatted(.number.locale(locale))
    case .date(let date):
      let hasTime = channel.unit.map { [.hour, .minute, .second].contains($0) } ?? false
      return date.formatted(
        Date.FormatStyle(date: .abbreviated, time: hasTime ? .shortened : .omitted).locale(locale))
    }
  }
}

/// Sets an accessibility value when there is one.
struct OptionalAccessibilityValue: ViewModifier {
  let value: Text?
  func body(content: Content) -> some View {
    if let value { content.accessibilityValue(value) } else { content }
  }
}
