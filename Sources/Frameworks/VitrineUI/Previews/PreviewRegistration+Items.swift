import Foundation
import VitrineWidgetCore

extension PreviewRegistration {
  /// What the preview shows: one item for a view; for a widget, one per timeline entry, in
  /// order, each the widget's view of that entry.
  ///
  /// - Throws: ``PreviewError`` when the widget does not offer the family, an entry is not of
  ///   the widget's entry type, the timeline is empty or its provider does not answer.
  @MainActor
  public func items() async throws -> [PreviewItem] {
    switch preview.content {
    case .view(let size, let body):
      return [
        PreviewItem(
          provider: source, name: name, family: .systemSmall, view: AnyView(body()), size: size)
      ]
    case .widget(let family, let widget, let entries):
      guard let descriptor = widget() else { throw PreviewError.notAWidget(preview: name) }
      guard descriptor.supportedFamilies.contains(family) else {
        throw PreviewError.familyNotSupported(
          preview: name, family: family, kind: descriptor.kind)
      }
      let context = TimelineProviderContext(family: family, isPreview: true)
      let timeline = try await entries(context)
      guard !timeline.isEmpty else { throw PreviewError.emptyTimeline(preview: name) }
      return try timeline.enumerated().map { index, entry in
        guard let view = descriptor.content(entry) as? any View else {
          throw PreviewError.entryNotForWidget(
            preview: name, entry: index + 1, kind: descriptor.kind)
        }
        return PreviewItem(
          provider: source, name: name, family: family, view: AnyView(view),
          contentMarginsDisabled: descriptor.contentMarginsDisabled, entry: index + 1,
          date: entry.date)
      }
    case .activity(let presentation, let attributesName, let views):
      guard let states = views() else {
        throw PreviewError.noActivity(preview: name, attributes: attributesName)
      }
      guard !states.isEmpty else { throw PreviewError.emptyTimeline(preview: name) }
      return try states.enumerated().map { index, views in
        guard let views else {
          throw PreviewError.noActivity(preview: name, attributes: attributesName)
        }
        return PreviewItem(
          provider: source, name: name, family: .systemSmall, view: views.lockScreen,
          entry: index + 1, activity: ActivityPreview(presentation: presentation, views: views))
      }
    }
  }
}
