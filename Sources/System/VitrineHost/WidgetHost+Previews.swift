import Foundation
import VitrineWidgetCore

extension WidgetHost {
  /// The entry the widget gallery shows for an instance: the provider's snapshot, asked with
  /// `context.isPreview` set, or its placeholder when the provider does not answer within
  /// ``HostConfiguration/providerTimeout``. Asking costs no budget and changes nothing the
  /// instance shows.
  public func previewEntry(of id: String) async throws -> any TimelineEntry {
    guard let state = states[id] else { throw WidgetHostError.unknownInstance(id) }
    let widget = try descriptor(of: state.instance.kind)
    let context = context(for: state.instance, isPreview: true)
    let values = state.instance.configuration
    let provider = widget.provider
    let entry = await ProviderCall.firstResult(timeout: configuration.providerTimeout) {
      (done: @escaping @Sendable (any TimelineEntry) -> Void) in
      provider.snapshot(values, context, done)
    }
    return entry ?? provider.placeholder(context)
  }

  /// The provider's placeholder entry for an instance, which the host shows redacted before
  /// the first timeline arrives.
  public func placeholderEntry(of id: String) throws -> any TimelineEntry {
    guard let state = states[id] else { throw WidgetHostError.unknownInstance(id) }
    return try descriptor(of: state.instance.kind).provider.placeholder(
      context(for: state.instance))
  }
}
