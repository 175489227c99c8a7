/// The configuration of a control a person does not configure, as in WidgetKit.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>:
  ControlWidgetConfiguration
{
  /// The configuration with its types erased, as the host runs it.
  public let controlDescriptor: ControlDescriptor

  /// A control of `kind` whose template does not depend on a value.
  public init(
    kind: String, @ControlWidgetTemplateBuilder content: @escaping @Sendable () -> Content
  ) {
    controlDescriptor = ControlDescriptor(
      kind: kind, preview: { _ in content().resolvedControl },
      current: { _ in content().resolvedControl })
  }

  /// A control of `kind` whose template is built from `provider`'s value.
  public init<Provider: ControlValueProvider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping @Sendable (Provider.Value) -> Content
  ) {
    controlDescriptor = ControlDescriptor(
      kind: kind, preview: { _ in content(provider.previewValue).resolvedControl },
      current: { _ in content(try await provider.currentValue()).resolvedControl })
  }
}

/// The configuration of a control a person configures through an intent's parameters.
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>:
  ControlWidgetConfiguration
{
  /// The configuration with its types erased, as the host runs it.
  public let controlDescriptor: ControlDescriptor

  /// A control of `kind` whose template is built from `provider`'s value for the person's
  /// configuration of `intent`.
  public init<Provider: AppIntentControlValueProvider>(
    kind: String, intent: Provider.Intent.Type = Provider.Intent.self, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping @Sendable (Provider.Value) -> Content
  ) {
    controlDescriptor = ControlDescriptor(
      kind: kind, intent: IntentDescriptor(intent),
      preview: { values in
        let configuration = await Provider.Intent.resolved(values: values)
        return content(provider.previewValue(configuration: configuration)).resolvedControl
      },
      current: { values in
        let configuration = await Provider.Intent.resolved(values: values)
        return content(try await provider.currentValue(configuration: configuration))
          .resolvedControl
      })
  }

  /// A control of `kind` whose template is built from the person's configuration of `intent`
  /// alone, with no value to fetch.
  public init<Intent: ControlConfigurationIntent>(
    kind: String, intent: Intent.Type,
    @ControlWidgetTemplateBuilder content: @escaping @Sendable (Intent) -> Content
  ) {
    let build: @Sendable (IntentValues) async -> ResolvedControl = { values in
      content(await Intent.resolved(values: values)).resolvedControl
    }
    controlDescriptor = ControlDescriptor(
      kind: kind, intent: IntentDescriptor(intent), preview: build, current: build)
  }
}

/// Collects the template of a control's configuration: one button or toggle.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
  /// The template itself.
  public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content {
    content
  }
}
