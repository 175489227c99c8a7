import Foundation

/// The drawing context a ``Canvas`` hands its renderer: fills and strokes of paths, under a
/// transform and an opacity, as SwiftUI's `GraphicsContext` records them.
///
/// Like SwiftUI's, it is a value whose copies draw into the same canvas; changing a copy's
/// ``opacity`` or transform affects only what that copy draws afterwards.
public struct GraphicsContext {
  /// One thing drawn.
  struct Command {
    var path: Path
    var shading: Shading
    var stroke: StrokeStyle?
    var fill: FillStyle
    var opacity: Double
  }

  /// The commands, shared by every copy of the context.
  final class Recording {
    var commands: [Command] = []
    /// The most commands one canvas records; further drawing is dropped.
    static let limit = 10_000
  }

  let recording: Recording
  /// The opacity applied to everything drawn from now on (0…1).
  public var opacity: Double = 1
  /// The transform applied to every path drawn from now on.
  public var transform: CGAffineTransform = .identity

  init(recording: Recording) { self.recording = recording }

  /// What a path is filled or stroked with.
  public struct Shading {
    let style: AnyShapeStyle

    /// A color.
    public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
    /// Any shape style: a gradient, `.tint`, `.secondary`.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(style: AnyShapeStyle(style))
    }
    /// The environment's foreground style.
    public static var foreground: Shading { Shading(style: AnyShapeStyle(.primary)) }
  }

  /// Moves the origin of everything drawn afterwards.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales everything drawn afterwards.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(Command(path: path, shading: shading, stroke: nil, fill: style, opacity: opacity))
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record(
      Command(path: path, shading: shading, stroke: style, fill: FillStyle(), opacity: opacity))
  }

  private func record(_ command: Command) {
    guard recording.commands.count < Recording.limit else { return }
    var command = command
    command.path = command.path.applying(transform)
    command.opacity = min(max(command.opacity.isFinite ? command.opacity : 1, 0), 1)
    recording.commands.append(command)
  }
}

/// A view that draws with a ``GraphicsContext``: it takes all the space offered and runs its
/// renderer with that size, as SwiftUI's `Canvas` does in a widget.
nonisolated public struct Canvas<Symbols: View>: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// Creates a canvas that draws with `renderer`; `opaque`, `colorMode` and
  /// `rendersAsynchronously` only affect performance on iOS and are accepted as given.
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  /// The canvas's drawing, path by path, in a frame the size offered.
  public var body: some View {
    GeometryReader { proxy in
      let commands = Self.record(renderer, size: proxy.size)
      ZStack(alignment: .topLeading) {
        ForEach(commands.indices, id: \.self) { index in
          Self.view(for: commands[index])
        }
      }
      .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
    }
  }

  static func record(
    _ renderer: (inout GraphicsContext, CGSize) -> Void, size: CGSize
  ) -> [GraphicsContext.Command] {
    let recording = GraphicsContext.Recording()
    var context = GraphicsContext(recording: recording)
    renderer(&context, size)
    return recording.commands
  }

  @ViewBuilder static func view(for command: GraphicsContext.Command) -> some View {
    if let stroke = command.stroke {
      command.path.stroke(command.shading.style, style: stroke).opacity(command.opacity)
    } else {
      command.path.fill(command.shading.style, style: command.fill).opacity(command.opacity)
    }
  }
}
