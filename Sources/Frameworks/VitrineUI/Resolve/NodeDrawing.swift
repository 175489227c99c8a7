import Foundation

/// What a leaf node draws, before it has a frame.
enum NodeDrawing {
  /// A filled or stroked shape.
  case shape(ShapeDrawing)
  /// Text; its lines come from the layout rule once the node is placed.
  case text(TextDrawing)
  /// An image.
  case image(ImageDrawing)
  /// A linear progress bar.
  case progress(ProgressItem)
}

/// A shape with its paint.
struct ShapeDrawing {
  /// The shape's outline.
  var outline: ShapeOutline
  /// What it is filled or stroked with.
  var paint: Paint
  /// The stroke, or `nil` to fill.
  var stroke: StrokeStyle? = nil
  /// Whether the stroke lies inside the frame (`strokeBorder`) instead of centered on its edge.
  var strokeInside = false
  /// Whether its edges are smoothed (``FillStyle/isAntialiased``).
  var isAntialiased = true
  /// For a material, the radius in points of the blur of what is behind; 0 for none.
  var backdropBlurRadius: Double = 0
}

/// Text with its style.
struct TextDrawing {
  /// The layout rule, which holds the request and the measured lines.
  var rule: TextLeafLayout
  /// The text's paint.
  var paint: Paint
  /// Each run's paint when the text has several (`Text + Text`).
  var runPaints: [Paint] = []
  /// Whether the text is drawn as a placeholder.
  var isRedacted: Bool
  /// The color of the placeholder when redacted.
  var placeholderColor: ResolvedColor
}

/// An image with its style.
struct ImageDrawing {
  /// The image's source and size.
  var image: ResolvedImage
  /// Whether `resizable()` was applied.
  var isResizable: Bool
  /// The margins that keep their size when a resizable image is resized.
  var capInsets = EdgeInsets()
  /// How a resizable image fills the rest of its frame.
  var resizingMode = Image.ResizingMode.stretch
  /// The tint of a symbol or template image.
  var tint: Paint?
  /// Whether the image is drawn as a placeholder.
  var isRedacted: Bool
  /// The color of the placeholder when redacted.
  var placeholderColor: ResolvedColor
  /// The icon of an SF Symbol image.
  var symbol: SymbolGlyph? = nil
}
