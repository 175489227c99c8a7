import Foundation

/// Changes the environment of the content.
nonisolated struct EnvironmentWriter: ViewModifier, EnvironmentModifier {
  typealias Body = Never

  let change: (inout EnvironmentValues) -> Void

  func update(_ environment: inout EnvironmentValues) { change(&environment) }
}

nonisolated extension View {
  /// Sets an environment value for this view and everything in it.
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
  }

  /// Sets the default font of text in this view.
  public func font(_ font: Font?) -> some View {
    modifier(EnvironmentWriter { $0.font = font })
  }

  /// Sets the weight of text in this view, overriding the font's.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(EnvironmentWriter { $0.fontWeight = weight })
  }

  /// Makes text in this view bold.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentWriter { if isActive { $0.fontWeight = .bold } })
  }

  /// Makes text in this view italic.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentWriter { if isActive { $0.isItalic = true } })
  }

  /// Draws the digits of text in this view at one width, so changing numbers do not shift.
  public func monospacedDigit() -> some View {
    modifier(EnvironmentWriter { $0.usesMonospacedDigits = true })
  }

  /// Limits text in this view to `number` lines; `nil` for no limit.
  public func lineLimit(_ number: Int?) -> some View {
    modifier(EnvironmentWriter { $0.lineLimit = number })
  }

  /// Sets where text in this view is cut when it needs more lines than allowed.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(EnvironmentWriter { $0.truncationMode = mode })
  }

  /// Sets how the lines of multiline text in this view line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(EnvironmentWriter { $0.multilineTextAlignment = alignment })
  }

  /// Paints text and shapes in this view with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.foregroundStyle = style })
  }

  /// Paints text and shapes in this view with `color`; `nil` restores the default.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(EnvironmentWriter { $0.foregroundStyle = color })
  }

  /// Sets the accent color of controls in this view, such as progress bars and links.
  public func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentWriter { $0.tint = tint })
  }

  /// Shows this view redacted for `reason`: under `.placeholder`, text and images become
  /// placeholder shapes of the same frames.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(EnvironmentWriter { $0.redactionReasons.formUnion(reason) })
  }

  /// Shows this view unredacted, even inside a redacted one.
  public func unredacted() -> some View {
    modifier(EnvironmentWriter { $0.redactionReasons = [] })
  }

  /// Marks this view as sensitive: it is redacted when the reasons include `.privacy`.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    modifier(EnvironmentWriter { $0.isPrivacySensitive = sensitive })
  }
}
