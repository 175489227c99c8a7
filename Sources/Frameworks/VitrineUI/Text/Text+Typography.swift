import Foundation

extension Text {
  /// This text with `kerning` points added between characters (negative tightens), for the
  /// runs that have no kerning of their own.
  public func kerning(_ kerning: CGFloat) -> Text {
    restyled { if $0.kerning == nil { $0.kerning = kerning } }
  }

  /// This text with `tracking` points added after each character, for the runs that have no
  /// tracking of their own.
  public func tracking(_ tracking: CGFloat) -> Text {
    restyled { if $0.tracking == nil { $0.tracking = tracking } }
  }

  /// This text raised by `baselineOffset` points (lowered when negative).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    restyled { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
  }

  /// This text with a line under it when `isActive`, in `color` (`nil`: the text's color).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    guard isActive else { return self }
    return restyled { style in
      if !style.isUnderlined { style.underlineColor = color }
      style.isUnderlined = true
    }
  }

  /// This text with a line through it when `isActive`, in `color` (`nil`: the text's color).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    guard isActive else { return self }
    return restyled { style in
      if !style.isStrikethrough { style.strikethroughColor = color }
      style.isStrikethrough = true
    }
  }

  /// The two texts as one paragraph, each keeping its own font, color and lines: lines wrap
  /// across the join.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.runs += rhs.runs
    return joined
  }
}

private struct LineSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

private struct MinimumScaleFactorKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

private struct AllowsTighteningKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Extra space between the lines of text, in points.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// How far text may shrink to fit, as a fraction of its font size (1: not at all).
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Whether text may tighten its letter spacing to fit before it is cut.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Puts `lineSpacing` points between the lines of text below.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }

  /// Lets text below shrink, down to `factor` of its font size (0.01 to 1), until it fits
  /// the space it is offered, before it is cut.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
  }

  /// Lets text below tighten its letter spacing to fit before it is cut.
  public func allowsTightening(_ flag: Bool) -> some View {
    environment(\.allowsTightening, flag)
  }
}
