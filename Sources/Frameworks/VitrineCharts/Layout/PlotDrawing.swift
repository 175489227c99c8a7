import Foundation
import VitrineUI

/// Turns a plot's marks into shapes: bars and rectangles, lines and areas per series, point
/// symbols, rules and sectors; neighbouring pieces of the same style become one path.
extension PlotGeometry {
  /// The dash patterns `lineStyle(by:)` gives series in turn.
  static let dashes: [[CGFloat]] = [[], [5, 3], [2, 2], [8, 3, 2, 3], [1, 3]]
  /// A point symbol's area, in square points, when `symbolSize` does not say.
  static let defaultSymbolArea: CGFloat = 50
  /// A line's stroke when `lineStyle` does not say.
  static let defaultLine = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)

  /// How many marks one path holds at most. Cairo fills one path of many small shapes far
  /// more slowly than several smaller paths (its tessellator sweeps the whole path at once):
  /// 10,000 points drew in 276 ms as one path and in 144–185 ms in paths of 16, against
  /// 88–110 ms for 10,000 `Rectangle`s (`vitrine-bench charts`).
  static let piecesPerPath = 16

  /// The shapes of every mark, in drawing order, and where each mark went.
  func drawing() -> (shapes: [PlotShape], placed: [PlacedMark]) {
    var shapes: [PlotShape] = []
    var placed: [PlacedMark] = []
    placed.reserveCapacity(plan.marks.count)
    func add(_ shape: PlotShape) {
      // Compared in place: a copy of the last shape held here would share its path's storage,
      // and appending to it would then copy the whole path for every mark.
      let last = shapes.count - 1
      if last >= 0, shapes[last].key == shape.key, shapes[last].stroke == shape.stroke,
        shapes[last].pieces < Self.piecesPerPath
      {
        shapes[last].path.addPath(shape.path)
        shapes[last].pieces += 1
      } else {
        shapes.append(shape)
      }
    }
    var seriesDone = Set<String>()
    for (index, mark) in plan.marks.enumerated() {
      let (style, key) = self.style(of: mark)
      switch mark.mark.kind {
      case .bar, .rectangle:
        let rect = rectangle(for: mark)
        guard rect.width.isFinite, rect.height.isFinite else { continue }
        let radius = mark.mark.style.cornerRadius
        let path =
          radius > 0
          ? Path(roundedRect: rect, cornerRadius: min(radius, rect.width / 2, rect.height / 2))
          : Path(rect)
        add(PlotShape(path: path, style: style, key: key))
        placed.append(PlacedMark(frame: rect, spanned: mark, isNegative: isNegative(mark)))
      case .point:
        let center = point(for: mark)
        add(
          PlotShape(
            path: symbolPath(for: mark, at: center), style: style, stroke: symbolStroke(mark),
            key: key))
        let side = symbolSide(mark)
        placed.append(
          PlacedMark(
            frame: CGRect(
              x: center.x - side / 2, y: center.y - side / 2, width: side, height: side),
            spanned: mark))
      case .rule:
        let (path, frame) = rule(for: mark)
        add(
          PlotShape(
            path: path, style: style, stroke: mark.mark.style.stroke ?? StrokeStyle(lineWidth: 1),
            key: key))
        placed.append(PlacedMark(frame: frame, spanned: mark))
      case .line, .area:
        let series = mark.lineSeries ?? ""
        let center = point(for: mark)
        placed.append(PlacedMark(frame: CGRect(origin: center, size: .zero), spanned: mark))
        let seriesKey = "\(mark.mark.kind.rawValue)|\(series)"
        guard !seriesDone.contains(seriesKey) else { continue }
        seriesDone.insert(seriesKey)
        let members = plan.marks[index...].filter {
          $0.mark.kind == mark.mark.kind && ($0.lineSeries ?? "") == series
        }
        shapes.append(contentsOf: seriesShapes(members, style: style, key: key))
      case .sector:
        continue
      }
    }
    if plan.isPie { return sectors() }
    return (shapes, placed)
  }

  /// Whether a bar's value is below zero.
  func isNegative(_ mark: SpannedMark) -> Bool {
    let span = mark.isHorizontal ? mark.x : mark.y
    if case .interval(.number(let base), .number(let top))? = span { return top < base }
    return false
  }

  /// The line (and its symbols) or the area of one series.
  func seriesShapes(_ members: [SpannedMark], style: AnyShapeStyle, key: String) -> [PlotShape] {
    guard let first = members.first else { return [] }
    let method = first.mark.style.interpolation
    let points = members.map(point(for:))
    if first.mark.kind == .area {
      let bases = members.map { member -> CGPoint in
        let place = self.place(member.y, on: y, length: size.height)
        let base = place.interval.map { $0.0 } ?? (y?.position(.number(0)) ?? size.height)
        return CGPoint(x: self.place(member.x, on: x, length: size.width).center, y: base)
      }
      let tops = members.map { member -> CGPoint in
        let place = self.place(member.y, on: y, length: size.height)
        return CGPoint(
          x: self.place(member.x, on: x, length: size.width).center,
          y: place.interval.map { $0.1 } ?? place.center)
      }
      var path = Path()
      method.addRun(through: tops, to: &path)
      method.addRun(through: bases.reversed(), to: &path, moving: false)
      path.closeSubpath()
      return [PlotShape(path: path, style: style, key: key + "|area")]
    }
    var path = Path()
    method.addRun(through: points, to: &path)
    var stroke = first.mark.style.stroke ?? Self.defaultLine
    if let dash = first.mark.style.lineStyleBy, first.mark.style.stroke == nil,
      let index = plan.dashSeries.firstIndex(of: ChartPalette.name(of: dash.value))
    {
      stroke.dash = Self.dashes[index % Self.dashes.count]
    }
    var shapes = [PlotShape(path: path, style: style, stroke: stroke, key: key + "|line")]
    if first.mark.style.symbolBy != nil || first.mark.style.symbol != nil {
      var symbols = Path()
      for (member, point) in zip(members, points) {
        symbols.addPath(symbolPath(for: member, at: point))
      }
      shapes.append(
        PlotShape(path: symbols, style: style, stroke: symbolStroke(first), key: key + "|symbols"))
    }
    return shapes
  }

  /// The side of the square a point's symbol fills.
  func symbolSide(_ mark: SpannedMark) -> CGFloat {
    let area =
      mark.mark.style.symbolSize ?? mark.mark.style.symbolSizeBy.map {
        symbolSizes.area(of: $0.value)
      }
      ?? (mark.mark.kind == .line ? 30 : Self.defaultSymbolArea)
    return min(area.squareRoot(), 200)
  }

  /// The symbol of a point: its own, its series', or a circle.
  func symbolShape(_ mark: SpannedMark) -> any ChartSymbolShape {
    if let symbol = mark.mark.style.symbol { return symbol.shape }
    if let by = mark.mark.style.symbolBy,
      let index = plan.symbolSeries.firstIndex(of: ChartPalette.name(of: by.value))
    {
      return BasicChartSymbolShape.forSeries(index)
    }
    return BasicChartSymbolShape.circle
  }

  /// The stroke of a symbol drawn as lines (plus, cross, asterisk); `nil` for filled ones.
  func symbolStroke(_ mark: SpannedMark) -> StrokeStyle? {
    guard let basic = symbolShape(mark) as? BasicChartSymbolShape, basic.isStroked else {
      return nil
    }
    return StrokeStyle(lineWidth: 1.5, lineCap: .round)
  }

  /// The symbol's outline centred at `center`.
  func symbolPath(for mark: SpannedMark, at center: CGPoint) -> Path {
    let side = symbolSide(mark)
    return symbolShape(mark).path(
      in: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
  }

  /// A rule's line and its frame: across the plot at a value, or between two values.
  func rule(for mark: SpannedMark) -> (Path, CGRect) {
    let xPlace = place(mark.x, on: x, length: size.width)
    let yPlace = place(mark.y, on: y, length: size.height)
    var start: CGPoint
    var end: CGPoint
    if mark.y != nil, mark.mark.yStart == nil {
      let (x0, x1) =
        mark.x == nil ? (0, size.width) : (xPlace.interval ?? (xPlace.center, xPlace.center))
      start = CGPoint(x: x0, y: yPlace.center)
      end = CGPoint(x: x1, y: yPlace.center)
    } else {
      let (y0, y1) =
        mark.y == nil ? (0, size.height) : (yPlace.interval ?? (yPlace.center, yPlace.center))
      start = CGPoint(x: xPlace.center, y: y0)
      end = CGPoint(x: xPlace.center, y: y1)
    }
    let path = Path { $0.addLines([start, end]) }
    let frame = CGRect(
      x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x),
      height: abs(end.y - start.y))
    return (path, frame)
  }
}
