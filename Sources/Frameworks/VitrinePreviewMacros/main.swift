// The compiler plugin that expands `#Preview`: the compiler starts this executable and talks to
// it over standard input and output (see PluginChannel), without swift-syntax.
import Foundation

let channel = PluginChannel()
while let message = channel.receive() {
  if message["getCapability"] != nil {
    channel.send(["getCapabilityResult": ["capability": ["protocolVersion": 1]]])
  } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
    channel.send(PreviewExpansion.answer(to: request))
  } else if message["expandAttachedMacro"] != nil {
    channel.send(
      PreviewExpansion.failure("VitrinePreviewMacros expands only freestanding #Preview"))
  } else {
    // A message this plugin does not know (a newer compiler's): say so rather than hang.
    channel.send(PreviewExpansion.failure("VitrinePreviewMacros: unexpected message"))
  }
}
