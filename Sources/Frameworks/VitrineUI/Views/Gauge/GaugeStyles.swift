import Foundation

/// The default on iOS: ``LinearCapacityGaugeStyle``.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// A linear capacity gauge.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// A bar filled to the value in the tint (else the foreground), with the label and current
/// value above it and the range's ends below it.
///
/// Column, leading-aligned, 4 points apart: a row of the label, a spacer and the current
/// value; the 4-point bar (``GaugeBar``); a row of the minimum, a spacer and the maximum.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// The gauge's column.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack(spacing: 0) {
        configuration.label
        Spacer(minLength: 8)
        configuration.currentValueLabel
      }
      GaugeBar(fraction: configuration.value, thickness: 4, showsMarker: false)
      if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
        HStack(spacing: 0) {
          configuration.minimumValueLabel
          Spacer(minLength: 8)
          configuration.maximumValueLabel
        }
        .font(.caption)
      }
    }
  }
}

/// The lock screen's bar with a dot at the value: the current value (else the label) above a
/// row of the minimum, the 6-point bar and the maximum, 4 points apart.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// The gauge's column.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    AccessoryLinearBody(configuration: configuration, showsMarker: true)
  }
}

/// The lock screen's bar filled to the value: the label and current value above a row of the
/// minimum, the 6-point bar and the maximum, 4 points apart.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// The gauge's column.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    AccessoryLinearBody(configuration: configuration, showsMarker: false)
  }
}

/// The column both accessory linear styles draw.
struct AccessoryLinearBody: View {
  let configuration: GaugeStyleConfiguration
  let showsMarker: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack(spacing: 4) {
        configuration.label
        if !showsMarker || configuration.currentValueLabel != nil {
          Spacer(minLength: 0)
        }
        configuration.currentValueLabel
      }
      HStack(spacing: 4) {
        configuration.minimumValueLabel
        GaugeBar(fraction: configuration.value, thickness: 6, showsMarker: showsMarker)
        configuration.maximumValueLabel
      }
      .font(.system(size: 12, weight: .medium))
    }
  }
}

/// The lock screen's open ring: a 270° arc with its gap at the bottom, a dot at the value, the
/// current value in the middle and the range's ends (else the label) in the gap.
///
/// The arc runs from −135° to +135° (clockwise from 12 o'clock), 6 points wide, in the
/// tertiary foreground, or in the tint when one is set (a gradient tint runs along the arc,
/// ``GaugeTintedTrack``); the dot sits at −135° + 270° × value, 8 points across. The gauge is
/// square, as large as fits.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// The gauge's ring.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    let angle = -135 + 270 * configuration.value
    ZStack {
      GaugeTintedTrack(start: -135, end: 135, lineWidth: 6)
      GaugeArc(start: angle, end: angle, lineWidth: 8, style: HierarchicalShapeStyle.primary)
        .padding(-1)
      configuration.currentValueLabel.font(.system(size: 20, weight: .semibold))
      VStack {
        Spacer(minLength: 0)
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
          HStack(spacing: 0) {
            configuration.minimumValueLabel
            Spacer(minLength: 0)
            configuration.maximumValueLabel
          }
          .padding(.horizontal, 6)
        } else {
          configuration.label
        }
      }
      .font(.system(size: 10, weight: .medium))
    }
    .aspectRatio(1, contentMode: .fit)
  }
}

/// The lock screen's closed ring: a full circle filled clockwise from 12 o'clock to the value,
/// with the current value (else the label) in the middle.
///
/// Track and fill are 6 points wide; the fill runs from 0° to 360° × value in the primary
/// foreground, over the track in the tertiary one. The gauge is square, as large as fits.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// The gauge's ring.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      GaugeArc(start: 0, end: 360, lineWidth: 6, style: HierarchicalShapeStyle.tertiary)
      if configuration.value > 0 {
        GaugeArc(
          start: 0, end: 360 * configuration.value, lineWidth: 6,
          style: HierarchicalShapeStyle.primary)
      }
      if let current = configuration.currentValueLabel {
        current.font(.system(size: 20, weight: .semibold))
      } else {
        configuration.label.font(.system(size: 12, weight: .medium))
      }
    }
    .aspectRatio(1, contentMode: .fit)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default: linear capacity.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// The lock screen's bar with a dot at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// The lock screen's bar filled to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// The lock screen's open ring with a dot at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// The lock screen's closed ring filled to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
