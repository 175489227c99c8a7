import Foundation
import Synchronization
import VitrineHost
import VitrineRendering
import VitrineUI
import VitrineWidgetCore

extension HomeSession {
  /// What the widget gallery shows for `kind` in `family` before it is added: the provider's
  /// snapshot (asked with `context.isPreview` set and the default configuration), or its
  /// placeholder, redacted, when the provider does not answer within `timeout`.
  ///
  /// Nothing is placed and no budget is spent; the presentation's instance is named `gallery`.
  /// The view is built and laid out on the main actor.
  @MainActor
  public func galleryPreview(
    kind: String, family: WidgetFamily, device: WidgetDevice = .standard,
    appearance: WidgetAppearance = WidgetAppearance(), timeout: Duration = .seconds(5)
  ) async throws -> WidgetPresentation {
    let widget = try widget(kind: kind)
    guard device.displaySize(for: family) != nil else {
      throw HomeScreenError.familyNotOnDevice(family: family.rawValue, device: device.id)
    }
    let instance = WidgetInstance(id: "gallery", kind: kind, family: family, deviceID: device.id)
    let context = TimelineProviderContext(
      family: family, device: device, isPreview: true, now: clock.now)
    let provider = widget.provider
    let answered = await firstEntry(timeout: timeout) { done in
      provider.snapshot(IntentValues(), context, done)
    }
    let entry = answered ?? provider.placeholder(context)
    guard let view = widget.content(entry) as? any View else {
      throw HomeScreenError.notAView(kind: widget.kind)
    }
    var target = WidgetRenderTarget(
      family: family, device: device, colorScheme: appearance.colorScheme,
      scale: appearance.scale, redactionReasons: answered == nil ? .placeholder : [],
      locale: appearance.locale, contentMarginsDisabled: widget.contentMarginsDisabled,
      now: clock.now)
    target.renderingMode = appearance.renderingMode
    target.dynamicTypeSize = appearance.dynamicTypeSize
    target.layoutDirection = appearance.layoutDirection
    target.containerBackgroundRemovable = widget.containerBackgroundRemovable
    let list = try renderer().displayList(for: view, target: target)
    return WidgetPresentation(
      widget: widget, instance: instance, entry: entry, view: view, target: target,
      appearance: appearance, displayList: list, isPlaceholder: answered == nil)
  }
}

/// Waits for a provider's first answer, or `nil` after `timeout`; later answers are ignored.
private func firstEntry(
  timeout: Duration,
  _ start: @escaping @Sendable (@escaping @Sendable (any TimelineEntry) -> Void) -> Void
) async -> (any TimelineEntry)? {
  let box = FirstAnswer()
  return await withCheckedContinuation { continuation in
    box.attach(continuation)
    let timer = Task {
      try? await Task.sleep(for: timeout)
      box.answer(nil)
    }
    start { entry in
      box.answer(entry)
      timer.cancel()
    }
  }
}

private final class FirstAnswer: Sendable {
  private let waiting = Mutex<CheckedContinuation<(any TimelineEntry)?, Never>?>(nil)

  func attach(_ continuation: CheckedContinuation<(any TimelineEntry)?, Never>) {
    waiting.withLock { $0 = continuation }
  }

  func answer(_ entry: (any TimelineEntry)?) {
    let continuation = waiting.withLock { waiting in
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(returning: entry)
  }
}
