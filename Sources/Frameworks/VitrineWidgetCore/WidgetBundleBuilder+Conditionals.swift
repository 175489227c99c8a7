/// `if`, `if #available` and `if`/`else` in a ``WidgetBundle`` body, as WidgetKit's builder
/// allows: a widget behind an availability check Vitrine meets (every iOS version) is listed; a
/// widget behind a false condition is not.
extension WidgetBundleBuilder {
  /// The widgets of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ group: WidgetGroup?) -> WidgetGroup {
    group ?? WidgetGroup()
  }

  /// The widgets of an `if #available(…)` branch.
  public static func buildLimitedAvailability(_ group: WidgetGroup) -> WidgetGroup { group }

  /// The widgets of the `if` branch of an `if`/`else`.
  public static func buildEither(first group: WidgetGroup) -> WidgetGroup { group }

  /// The widgets of the `else` branch of an `if`/`else`.
  public static func buildEither(second group: WidgetGroup) -> WidgetGroup { group }
}
