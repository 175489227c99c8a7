import Foundation

extension DisplayList {
  /// A stable, machine-independent text form of the list: one line per item, region,
  /// accessibility element and identified view, frames as `(x, y, width, height)` in points
  /// rounded to hundredths. Suitable for snapshot references.
  public func dump() -> String {
    var lines = ["DisplayList \(LayoutNumber.text(size.width))×\(LayoutNumber.text(size.height))"]
    if !containerBackground.isEmpty {
      lines.append("containerBackground")
      for item in containerBackground { Self.dump(item, indent: 1, into: &lines) }
    }
    lines.append("items")
    for item in items { Self.dump(item, indent: 1, into: &lines) }
    if !interactiveRegions.isEmpty {
      lines.append("regions")
      for region in interactiveRegions {
        lines.append("  \(region.action) \(LayoutNumber.text(region.frame))")
      }
    }
    if let widgetURL { lines.append("widgetURL \(widgetURL.absoluteString)") }
    if !accessibilityElements.isEmpty {
      lines.append("accessibility")
      for element in accessibilityElements {
        var line = "  \(Self.quoted(element.label))"
        if let value = element.value { line += " value=\(Self.quoted(value))" }
        if let identifier = element.identifier { line += " id=\(identifier)" }
        if !element.traits.isEmpty { line += " traits=\(element.traits)" }
        lines.append(line + " " + LayoutNumber.text(element.frame))
      }
    }
    if !widgetAnnotations.isEmpty {
      lines.append("widget")
      for annotation in widgetAnnotations {
        lines.append("  \(annotation.kind) \(LayoutNumber.text(annotation.frame))")
      }
    }
    if !identifiedViews.isEmpty {
      lines.append("identified")
      for view in identifiedViews {
        var parts: [String] = []
        if let id = view.id { parts.append("id=\(id)") }
        if let transition = view.transition { parts.append("transition=\(transition)") }
        lines.append("  " + parts.joined(separator: " ") + " " + LayoutNumber.text(view.frame))
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
        of: "\n", with: "\\n")
      + "\""
  }

  private static func dump(_ item: DisplayItem, indent: Int, into lines: inout [String]) {
    let pad = String(repeating: "  ", count: indent)
    let frame = LayoutNumber.text(item.frame)
    switch item.content {
    case .shape(let shape):
      var mode = shape.stroke.map { "\($0)" } ?? "fill"
      if shape.backdropBlurRadius > 0 {
        mode += " backdropBlur=\(LayoutNumber.text(shape.backdropBlurRadius))"
      }
      lines.append("\(pad)shape \(shape.outline) \(mode) \(shape.paint) \(frame)")
    case .text(let text):
      var line = "\(pad)text \(quoted(text.string)) \(text.font) \(text.paint)"
      if text.alignment != .leading { line += " \(text.alignment.rawValue)" }
      if text.layout.isTruncated { line += " truncated(\(text.truncationMode.rawValue))" }
      lines.append(line + " " + frame)
      for textLine in text.layout.lines {
        lines.append(
          "\(pad)  line \(quoted(textLine.text)) x=\(LayoutNumber.text(textLine.origin.x))"
            + " baseline=\(LayoutNumber.text(textLine.origin.y))"
            + " width=\(LayoutNumber.text(textLine.width))")
      }
    case .image(let image):
      var line = "\(pad)image \(image.source) \(image.format.rawValue)"
      if let pixels = image.pixelSize {
        line += " \(LayoutNumber.text(pixels.width))×\(LayoutNumber.text(pixels.height))px"
      }
      if image.scale != 1 { line += " @\(LayoutNumber.text(image.scale))x" }
      if image.isResizable { line += " resizable" }
      if image.isNinePart {
        let insets = image.capInsets
        let caps = [insets.top, insets.leading, insets.bottom, insets.trailing]
        line += " caps=\(caps.map { LayoutNumber.text($0) }.joined(separator: ","))"
        if image.resizingMode == .tile { line += " tile" }
      }
      if let mode = image.contentMode { line += " \(mode.rawValue)" }
      if let clip = image.clip { line += " clip=\(clip.outline)\(LayoutNumber.text(clip.frame))" }
      if let tint = image.tint { line += " tint=\(tint)" }
      if let glyph = image.symbol {
        line += " glyph=\(glyph.icon.name)\(glyph.isFallback ? "(fallback)" : "")"
        if glyph.weight != .regular { line += " \(glyph.weight)" }
      }
      lines.append(line + " " + frame)
    case .progress(let progress):
      lines.append(
        "\(pad)progress \(LayoutNumber.text(progress.fraction)) tint=\(progress.tint)"
          + " track=\(progress.track) \(frame)")
    case .placeholder(let placeholder):
      let rects = placeholder.rects.map(LayoutNumber.text).joined(separator: " ")
      lines.append("\(pad)placeholder \(placeholder.color) [\(rects)] \(frame)")
    case .group(let group):
      var line = "\(pad)group"
      if let clip = group.clip { line += " clip=\(clip)" }
      if group.opacity != 1 { line += " opacity=\(LayoutNumber.text(group.opacity))" }
      if let transform = group.transform { line += " transform=\(transform)" }
      if let shadow = group.shadow { line += " \(shadow)" }
      if group.blurRadius > 0 { line += " blur=\(LayoutNumber.text(group.blurRadius))" }
      if let accentable = group.widgetAccentable { line += " widgetAccentable=\(accentable)" }
      if let mode = group.widgetAccentedRenderingMode {
        line += " widgetAccentedRenderingMode=\(mode)"
      }
      lines.append(line + " " + frame)
      for child in group.children { dump(child, indent: indent + 1, into: &lines) }
    }
  }
}
