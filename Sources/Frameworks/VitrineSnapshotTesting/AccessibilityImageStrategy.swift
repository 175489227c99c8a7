import Foundation
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension Snapshotting where Value: View, Format == RasterImage {
  /// The widget rendered with each accessibility element's frame drawn over it in a colour of
  /// its own and numbered in reading order, above a legend that gives each number's label,
  /// value and traits: the picture iOS teams get from accessibility snapshot libraries, to see
  /// at a glance what VoiceOver visits, in which order, and what it says.
  ///
  /// - Parameters:
  ///   - scale: pixels per point (1, 2 or 3).
  ///   - settings: the Dynamic Type size, locale and layout direction the widget is drawn in.
  public static func accessibilityImage(
    widget family: WidgetFamily = .systemSmall, device: WidgetDevice = .standard,
    colorScheme: ColorScheme = .light, scale: Double = 2,
    settings: SnapshotTextSettings = SnapshotTextSettings(),
    tolerance: ImageTolerance = ImageTolerance()
  ) -> Snapshotting {
    accessibilityImage(
      layout: .widget(family, device: device), colorScheme: colorScheme, scale: scale,
      settings: settings, tolerance: tolerance)
  }

  /// The accessibility picture at `layout`.
  public static func accessibilityImage(
    layout: SnapshotLayout, colorScheme: ColorScheme = .light, scale: Double = 2,
    settings: SnapshotTextSettings = SnapshotTextSettings(),
    tolerance: ImageTolerance = ImageTolerance()
  ) -> Snapshotting {
    let target = layout.target(
      colorScheme: colorScheme, redacted: [], scale: scale, text: settings)
    return Snapshotting(
      pathExtension: "png", diffing: .image(tolerance: tolerance),
      snapshot: { view in try AccessibilityPicture.render(view, target: target) },
      relayout: {
        accessibilityImage(
          layout: $0, colorScheme: colorScheme, scale: scale, settings: settings,
          tolerance: tolerance)
      })
  }
}

/// Draws a widget with its accessibility elements marked, and their legend.
@MainActor
enum AccessibilityPicture {
  /// The space around the picture and between the widget and the legend, in points.
  static let margin: CGFloat = 12
  /// The height of one legend row: the label's line and the value-and-traits line.
  static let rowHeight: CGFloat = 34
  /// The narrowest the picture is, so a small widget's legend has room.
  static let minimumWidth: CGFloat = 320
  /// The most elements the legend lists; a widget has far fewer, and this bounds the picture.
  static let maximumElements = 60

  /// The colours elements are marked in, in turn: distinct hues that read on light and dark.
  static let palette: [Color] = [
    Color(red: 0.91, green: 0.12, blue: 0.39), Color(red: 0.13, green: 0.59, blue: 0.95),
    Color(red: 0.30, green: 0.69, blue: 0.31), Color(red: 1.00, green: 0.60, blue: 0.00),
    Color(red: 0.61, green: 0.15, blue: 0.69), Color(red: 0.00, green: 0.59, blue: 0.53),
    Color(red: 0.47, green: 0.33, blue: 0.28), Color(red: 0.25, green: 0.32, blue: 0.71),
  ]

  /// `view` drawn for `target` with its elements marked, above their legend.
  static func render<V: View>(_ view: V, target: WidgetRenderTarget) throws -> RasterImage {
    let renderer = try WidgetRenderer()
    let widget = try renderer.rasterize(view, target: target)
    let elements = Array(
      renderer.displayList(for: view, target: target).accessibilityElements.prefix(
        maximumElements))
    let widgetSize = target.widgetSize
    let width = max(widgetSize.width, minimumWidth - 2 * margin) + 2 * margin
    let height =
      margin + widgetSize.height + margin + CGFloat(max(elements.count, 1)) * rowHeight + margin
    let picture = Sheet(
      widgetPNG: try widget.pngData(), scale: target.resolvedScale, widgetSize: widgetSize,
      elements: elements)
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    environment.layoutDirection = .leftToRight
    let list = WidgetLayout.displayList(
      for: picture, in: CGSize(width: width, height: height), environment: environment,
      measurer: renderer.textMeasurer, contentMarginsDisabled: true)
    return try renderer.rasterize(
      list,
      options: RenderOptions(
        scale: target.resolvedScale, defaultBackground: RenderOptions.systemBackground(.light)))
  }

  /// The colour of the element at `index`.
  static func color(_ index: Int) -> Color { palette[index % palette.count] }

  /// The legend's second line of `element`: its value and traits, or a dash for neither.
  static func details(of element: AccessibilityElement) -> String {
    var parts: [String] = []
    if let value = element.value, !value.isEmpty { parts.append("value: \(value)") }
    let traits = element.traits.description
    if !traits.isEmpty { parts.append("traits: \(traits)") }
    return parts.isEmpty ? "—" : parts.joined(separator: " · ")
  }

  /// The picture: the widget with its marks, then the legend.
  struct Sheet: View {
    let widgetPNG: Data
    let scale: Double
    let widgetSize: CGSize
    let elements: [AccessibilityElement]

    var body: some View {
      VStack(alignment: .leading, spacing: AccessibilityPicture.margin) {
        ZStack(alignment: .topLeading) {
          Image(data: widgetPNG, scale: CGFloat(scale)).resizable()
            .frame(width: widgetSize.width, height: widgetSize.height)
          ForEach(Array(elements.enumerated()), id: \.offset) { index, element in
            Mark(number: index + 1, color: AccessibilityPicture.color(index))
              .frame(width: element.frame.width, height: element.frame.height)
              .offset(x: element.frame.minX, y: element.frame.minY)
          }
        }
        .frame(width: widgetSize.width, height: widgetSize.height, alignment: .topLeading)
        VStack(alignment: .leading, spacing: 0) {
          if elements.isEmpty {
            Text(verbatim: "No accessibility elements").font(.system(size: 12))
              .foregroundStyle(Color(white: 0.35))
              .frame(height: AccessibilityPicture.rowHeight, alignment: .leading)
          }
          ForEach(Array(elements.enumerated()), id: \.offset) { index, element in
            LegendRow(number: index + 1, element: element, color: AccessibilityPicture.color(index))
          }
        }
      }
      .padding(AccessibilityPicture.margin)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// An element's frame: a tinted fill, an outline and its number in the top-left corner.
  struct Mark: View {
    let number: Int
    let color: Color

    var body: some View {
      ZStack(alignment: .topLeading) {
        Rectangle().fill(color.opacity(0.18))
        Rectangle().stroke(color, lineWidth: 1.5)
        Text(verbatim: "\(number)").font(.system(size: 9, weight: .bold))
          .foregroundStyle(Color.white).padding(.horizontal, 3)
          .background(color)
      }
    }
  }

  /// One line of the legend: the element's number in its colour, its label, then its value
  /// and traits.
  struct LegendRow: View {
    let number: Int
    let element: AccessibilityElement
    let color: Color

    var body: some View {
      HStack(alignment: .top, spacing: 8) {
        Text(verbatim: "\(number)").font(.system(size: 11, weight: .bold))
          .foregroundStyle(Color.white)
          .frame(width: 20, height: 16)
          .background(RoundedRectangle(cornerRadius: 4).fill(color))
        VStack(alignment: .leading, spacing: 1) {
          Text(verbatim: element.label.isEmpty ? "(no label)" : element.label)
            .font(.system(size: 12, weight: .semibold)).foregroundStyle(Color.black)
            .lineLimit(1)
          Text(verbatim: AccessibilityPicture.details(of: element))
            .font(.system(size: 10)).foregroundStyle(Color(white: 0.35)).lineLimit(1)
        }
        Spacer(minLength: 0)
      }
      .frame(height: AccessibilityPicture.rowHeight, alignment: .top)
    }
  }
}
