import Foundation

/// An app, declared the iOS way: its `body` is a scene, usually a ``WindowGroup`` of the root
/// view.
///
/// ```swift
/// struct VitrineApp: App {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///   }
/// }
/// ```
///
/// A host mounts it with ``ViewHost/init(app:screenSize:safeAreaInsets:environment:measurer:)``.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene the app is made of.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder var body: Body { get }
  /// Creates the app.
  init()
}

/// A part of an app's interface with its own life cycle; ``WindowGroup`` is the one Vitrine
/// shows.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this one is made of.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  /// Primitive scenes have no body.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// The window of an app, showing `content`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  /// A primitive has no body.
  public typealias Body = Never

  let content: Content

  /// Creates the window group of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var rootView: AnyView { AnyView(content) }
}

/// Builds an app's scene from the statements of `body`: one scene.
@resultBuilder
public enum SceneBuilder {
  /// One scene is itself.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

extension App {
  /// The root view of the app's window group.
  public var rootView: AnyView { SceneRoot.view(of: body) }

  /// What `@main` calls: Linux has no window server, so the app's first screen is laid out
  /// on the 393 × 852 screen (text measured at half its size per character) and its
  /// accessibility elements are printed, one label a line. `vitrine app` and `AppDriver`
  /// render and drive screens.
  public static func main() {
    let host = ViewHost(
      app: Self(), screenSize: CGSize(width: 393, height: 852),
      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
      measurer: FixedAdvanceTextMeasurer())
    for element in host.displayList.accessibilityElements { print(element.label) }
  }
}

/// A scene the host shows directly.
@MainActor
protocol PrimitiveScene {
  var rootView: AnyView { get }
}

/// Finds the root view of a scene.
@MainActor
enum SceneRoot {
  static func view<S: Scene>(of scene: S) -> AnyView {
    if let primitive = scene as? any PrimitiveScene { return primitive.rootView }
    return view(of: scene.body)
  }
}
