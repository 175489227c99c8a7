import VitrineWidgetCore

/// The principal class of an intents extension: gives the handler for each intent.
///
/// As on iOS, subclass it and return the object that adopts the intent's handling protocol
/// (often `self`) from ``handler(for:)``. The host calls handlers from any thread, as iOS does.
open class INExtension {
  /// Creates the extension.
  public init() {}

  /// The object that handles `intent`, or `nil` when the extension does not handle it.
  open func handler(for intent: INIntent) -> Any? { nil }
}

extension WidgetDescriptor {
  /// This widget with the dynamic options of `intent`'s parameters provided by `intentsExtension`'s
  /// handler: what installing a widget together with its intents extension does on iOS.
  public func handlingIntents<Intent: INIntent>(
    _ intent: Intent.Type, with intentsExtension: INExtension
  ) -> WidgetDescriptor {
    guard let descriptor = self.intent else { return self }
    var sources: [String: IntentOptionsSource] = [:]
    let name = String(describing: intent)
    for parameter in intent.intentParameters {
      guard let makeSource = parameter.optionsSource else { continue }
      let handler = intentsExtension.handler(for: intent.init())
      if let handler, let source = makeSource(handler) {
        sources[parameter.key] = source
      } else {
        let handlerName = handler.map { String(describing: type(of: $0)) } ?? "nothing"
        sources[parameter.key] = IntentOptionsSource(results: {
          throw INIntentError.notHandled(intent: name, handler: handlerName)
        })
      }
    }
    var copy = self
    copy.intent = descriptor.replacingOptionsSources(sources)
    return copy
  }
}

/// Carries an intent handler into the host's concurrent calls; generated code uses it.
///
/// Handlers are called from any thread, on iOS as here, so the handler is trusted to be safe
/// to call concurrently.
public struct INHandlerBox<Handler>: @unchecked Sendable {
  /// The handler.
  public let handler: Handler

  /// Boxes `handler`.
  public init(_ handler: Handler) { self.handler = handler }
}
