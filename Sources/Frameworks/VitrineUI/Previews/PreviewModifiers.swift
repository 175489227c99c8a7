import VitrineWidgetCore

nonisolated extension View {
  /// Previews the view as a widget of the context's family.
  public func previewContext(_ context: WidgetPreviewContext) -> PreviewAnnotated<Self> {
    PreviewAnnotated(content: self, annotation: PreviewAnnotation(family: context.family))
  }

  /// Names the preview.
  public func previewDisplayName(_ name: String?) -> PreviewAnnotated<Self> {
    PreviewAnnotated(content: self, annotation: PreviewAnnotation(name: name))
  }
}

/// What a preview's modifiers said: its name and family.
struct PreviewAnnotation {
  var name: String?
  var family: WidgetFamily?

  /// Takes what `other` says where this says nothing (the modifier nearest the view wins).
  mutating func merge(_ other: PreviewAnnotation) {
    name = name ?? other.name
    family = family ?? other.family
  }
}

/// A view with a preview's name or family; it draws exactly as its content.
nonisolated public struct PreviewAnnotated<Content: View>: View {
  let content: Content
  let annotation: PreviewAnnotation

  /// The content, unchanged.
  public var body: Content { content }
}

/// Finds the views of a preview provider's `previews` and their annotations.
enum PreviewSplitting {
  /// The separate previews in `view`: the views of a tuple or group, else the view itself.
  static func children(of view: any View) -> [any View] {
    guard let container = view as? any PreviewContainer else { return [view] }
    return container.previewChildren.flatMap { children(of: $0) }
  }

  /// The annotations on `view`, outermost modifiers applied last.
  static func annotations(of view: any View, into annotation: inout PreviewAnnotation) {
    guard let annotated = view as? any PreviewAnnotatedView else { return }
    annotations(of: annotated.annotatedContent, into: &annotation)
    annotation.merge(annotated.previewAnnotation)
  }
}

/// A view that holds several previews.
protocol PreviewContainer {
  var previewChildren: [any View] { get }
}

extension TupleView: PreviewContainer {
  var previewChildren: [any View] {
    var views: [any View] = []
    for view in repeat each value { views.append(view) }
    return views
  }
}

extension Group: PreviewContainer {
  var previewChildren: [any View] { [content] }
}

/// A view carrying a preview annotation.
protocol PreviewAnnotatedView {
  var previewAnnotation: PreviewAnnotation { get }
  var annotatedContent: any View { get }
}

extension PreviewAnnotated: PreviewAnnotatedView {
  var previewAnnotation: PreviewAnnotation { annotation }
  var annotatedContent: any View { content }
}
