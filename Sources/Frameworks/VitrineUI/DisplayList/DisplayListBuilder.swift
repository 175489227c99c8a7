import Foundation

/// Turns placed layout nodes into display items, and gathers the regions, identities, widget
/// URL and container background they carry.
struct DisplayListBuilder {
  /// Buttons and links, in view-tree order.
  private(set) var regions: [InteractiveRegion] = []
  /// Views with an identity or transition, in view-tree order.
  private(set) var identifiedViews: [IdentifiedView] = []
  /// Widget labels, invalidatable content and content transitions, in view-tree order.
  private(set) var widgetAnnotations: [WidgetAnnotation] = []
  /// The first widget URL in view-tree order (the outermost one wins).
  private(set) var widgetURL: URL?
  private var hasWidgetURL = false
  /// The first container background in view-tree order.
  private(set) var containerBackground: [LayoutNode]?
  /// In an app, the part of the screen that can show anything: leaves entirely outside it, or
  /// outside the clip of a scroll view or clipped view around them, are not emitted (they
  /// would draw nothing). `nil` (widgets) emits everything.
  var visibleRect: CGRect?

  /// The items of `node` and everything below it, back to front.
  mutating func items(for node: LayoutNode) -> [DisplayItem] {
    var items: [DisplayItem] = []
    append(node, to: &items)
    return items
  }

  /// Appends the items of `node` and everything below it to `items` (one array for the whole
  /// tree: a node's items are the ones appended after its start, which its effects then wrap).
  private mutating func append(_ node: LayoutNode, to items: inout [DisplayItem]) {
    recordSemantics(of: node)
    let start = items.count
    let outerVisible = visibleRect
    defer { visibleRect = outerVisible }
    if let visible = visibleRect,
      node.effects.contains(where: { if case .clip = $0 { true } else { false } })
    {
      visibleRect = visible.intersection(node.frame)
    }
    if let drawing = node.drawing,
      visibleRect.map({ $0.intersects(node.frame) || node.frame.isEmpty }) ?? true
    {
      items.append(Self.item(for: drawing, in: node.frame, proposal: node.placedProposal))
    }
    for child in node.children {
      append(child, to: &items)
    }
    if node.role == .aspectRatio, let aspect = node.rule as? AspectRatioLayout {
      for index in start..<items.count {
        items[index] = Self.withContentMode(aspect.contentMode, items[index])
      }
    }
    /// Replaces the node's items with one group of them that `configure` sets up.
    func group(_ configure: (inout GroupItem) -> Void) {
      var group = GroupItem(children: Array(items[start...]))
      configure(&group)
      items.replaceSubrange(
        start...,
        with: CollectionOfOne(
          DisplayItem(frame: node.frame, content: .group(group))))
    }
    for effect in node.effects where items.count > start {
      switch effect {
      case .clip(let outline):
        let clipped = Self.clipped(Array(items[start...]), to: outline, frame: node.frame)
        items.replaceSubrange(start..., with: clipped)
      case .opacity(let opacity):
        group { $0.opacity = opacity }
      case .transform(let transform):
        group { $0.transform = transform }
      case .shadow(let shadow):
        group { $0.shadow = shadow }
      case .blur(let radius):
        group { $0.blurRadius = radius }
      case .widgetAccentable(let accentable):
        group { $0.widgetAccentable = accentable }
      case .widgetAccentedRenderingMode(let mode?):
        group { $0.widgetAccentedRenderingMode = mode }
      default:
        break
      }
    }
  }

  private mutating func recordSemantics(of node: LayoutNode) {
    // `.id(_:)` and `.transition(_:)` on one view are one record, as the view has both.
    var identity: IdentifiedView?
    defer { identity.map { identifiedViews.append($0) } }
    for effect in node.effects {
      switch effect {
      case .action(let action):
        regions.append(InteractiveRegion(frame: node.frame, action: action))
      case .identity(let id, let transition):
        var merged = identity ?? IdentifiedView(id: nil, transition: nil, frame: node.frame)
        merged.id = id ?? merged.id
        merged.transition = transition ?? merged.transition
        identity = merged
      case .widgetURL(let url) where !hasWidgetURL:
        widgetURL = url
        hasWidgetURL = true
      case .containerBackground(let nodes) where containerBackground == nil:
        containerBackground = nodes
      case .widgetAnnotation(let kind):
        widgetAnnotations.append(WidgetAnnotation(kind: kind, frame: node.frame))
      default:
        break
      }
    }
  }

  /// The item a leaf draws in `frame` (one per leaf: no array for it).
  static func item(
    for drawing: NodeDrawing, in frame: CGRect, proposal: ProposedViewSize
  ) -> DisplayItem {
    switch drawing {
    case .shape(let shape):
      guard let stroke = shape.stroke, shape.strokeInside else {
        var item = ShapeItem(
          outline: shape.outline.resolved(in: frame.size), paint: shape.paint,
          stroke: shape.stroke)
        item.backdropBlurRadius = shape.backdropBlurRadius
        item.isAntialiased = shape.isAntialiased
        return DisplayItem(frame: frame, content: .shape(item))
      }
      let half = stroke.lineWidth / 2
      let inset = frame.insetBy(dx: half, dy: half)
      let item = ShapeItem(
        outline: shape.outline.inset(by: half).resolved(in: inset.size), paint: shape.paint,
        stroke: stroke)
      return DisplayItem(frame: inset, content: .shape(item))
    case .text(let text):
      let (request, layout) = text.rule.fitted(for: proposal)
      if text.isRedacted {
        let rects = layout.lines.map { line in
          CGRect(
            x: frame.minX + line.origin.x,
            y: frame.minY + line.origin.y - layout.firstBaseline,
            width: line.width, height: layout.lineHeight - layout.leading)
        }
        return DisplayItem(
          frame: frame,
          content: .placeholder(PlaceholderItem(rects: rects, color: text.placeholderColor)))
      }
      let lineLimit =
        layout.isTruncated
        ? min(request.lineLimit ?? layout.lines.count, layout.lines.count)
        : request.lineLimit
      let item = TextItem(
        string: request.string, font: request.font, paint: text.paint,
        alignment: request.alignment, lineLimit: lineLimit,
        truncationMode: request.truncationMode, layout: layout, runs: request.runs,
        runPaints: text.runPaints)
      return DisplayItem(frame: frame, content: .text(item))
    case .image(let image):
      if image.isRedacted {
        return DisplayItem(
          frame: frame,
          content: .placeholder(PlaceholderItem(rects: [frame], color: image.placeholderColor)))
      }
      let item = ImageItem(
        source: image.image.source, format: image.image.format,
        pixelSize: image.image.pixelSize, scale: image.image.scale,
        isResizable: image.isResizable, tint: image.tint, symbol: image.symbol,
        capInsets: image.capInsets, resizingMode: image.resizingMode)
      return DisplayItem(frame: frame, content: .image(item))
    case .progress(let progress):
      return DisplayItem(frame: frame, content: .progress(progress))
    }
  }

  /// `items` clipped to `outline` filling `frame`: a lone image carries the clip itself,
  /// anything else is grouped.
  static func clipped(
    _ items: [DisplayItem], to outline: ShapeOutline, frame: CGRect
  ) -> [DisplayItem] {
    let outline = outline.resolved(in: frame.size)
    if items.count == 1, case .image(var image) = items[0].content, image.clip == nil {
      image.clip = ImageClip(outline: outline, frame: frame)
      return [DisplayItem(frame: items[0].frame, content: .image(image))]
    }
    return [DisplayItem(frame: frame, content: .group(GroupItem(clip: outline, children: items)))]
  }

  private static func withContentMode(_ mode: ContentMode, _ item: DisplayItem) -> DisplayItem {
    guard case .image(var image) = item.content, image.contentMode == nil else { return item }
    image.contentMode = mode
    return DisplayItem(frame: item.frame, content: .image(image))
  }
}
