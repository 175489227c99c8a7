import Foundation

/// A stack of screens: the root and the screens ``NavigationLink``s pushed, the top one shown
/// under a navigation bar, as iOS's `NavigationStack`.
///
/// The root's bar shows its ``View/navigationTitle(_:)`` large (34-point bold, below an empty
/// 44-point bar); a pushed screen's bar is 44 points with its title centered and a back
/// button ("‹" and the previous screen's title) that pops it. Screens below the top keep
/// their state: they are still resolved, only the top one is laid out.
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let root: Root

  /// Creates a stack whose first screen is `root`.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    guard let graph = context.graph else {
      return NavigationScreen.nodes(
        content: context.outsideStack.nodes(for: root), backTitle: nil, navigator: nil,
        in: context)
    }
    let model = graph.attachment(
      at: context.identity.child(.slot, "navigation"), owner: context.owner
    ) { NavigationModel() }
    model.owner = context.owner.map(NodeReference.init)
    var inner = context.outsideStack
    inner.environment.container.navigator = model
    // The screen's edit mode for an EditButton in its content or toolbar, unless a
    // NavigationView (or the app) provides one above.
    let editMode = context.environment.editMode ?? model.editModeBinding(in: graph)
    inner.environment.editMode = editMode
    let rootNodes = inner.child(.slot, "root").nodes(for: root)
    var titles = [ContainerInfoSearch.navigationTitle(in: rootNodes) ?? ""]
    var shown = rootNodes
    for (depth, page) in model.path.enumerated() {
      var pageContext = inner.child(.slot, page.id)
      pageContext.environment.container.dismiss = DismissAction(
        key: [ObjectIdentifier(model).hashValue, depth]
      ) { [model] in model.pop(to: depth) }
      shown = pageContext.nodes(for: page.view)
      titles.append(ContainerInfoSearch.navigationTitle(in: shown) ?? "")
    }
    let depth = model.path.count
    // The bar's toolbar items push on this stack and read its edit mode, as its content does.
    var screen = context.child(.slot, "screen-\(depth)")
    screen.environment.container.navigator = model
    screen.environment.editMode = editMode
    return NavigationScreen.nodes(
      content: shown, backTitle: depth > 0 ? titles[depth - 1] : nil,
      navigator: depth > 0 ? model : nil, in: screen)
  }
}

/// The screens pushed on a navigation stack, kept with the stack's identity.
final class NavigationModel: @unchecked Sendable {
  /// A pushed screen: its view and a stable id for its identity.
  struct Page {
    var id: Int
    var view: AnyView
  }

  private(set) var path: [Page] = []
  private var nextID = 1
  /// The view whose body holds the stack, marked dirty when the path changes.
  var owner: NodeReference?

  /// Pushes `view`.
  func push(_ view: AnyView) {
    path.append(Page(id: nextID, view: view))
    nextID += 1
    owner?.markDirty()
  }

  /// The stack's edit mode, stored as `@State` is (reading it makes a view depend on it),
  /// made the first time a view below asks for it.
  private var editModeLocation: StoredLocation<EditMode>?
  private var cachedEditModeBinding: Binding<EditMode>?

  /// A binding to the stack's edit mode, the same from one frame to the next.
  func editModeBinding(in graph: ViewGraph) -> Binding<EditMode> {
    if let cachedEditModeBinding { return cachedEditModeBinding }
    let location = StoredLocation(EditMode.inactive, graph: graph)
    editModeLocation = location
    let binding = Binding(location: location)
    cachedEditModeBinding = binding
    return binding
  }

  /// Pops back so `depth` screens remain above the root.
  func pop(to depth: Int) {
    guard depth >= 0, depth < path.count else { return }
    path.removeLast(path.count - depth)
    owner?.markDirty()
  }
}

/// A navigation bar above a screen's content.
@MainActor
enum NavigationScreen {
  /// The screen of `content`; with a `navigator`, a back button pops its top screen.
  static func nodes(
    content: [LayoutNode], backTitle: String?, navigator: NavigationModel?,
    in context: ResolveContext
  ) -> [LayoutNode] {
    let title = ContainerInfoSearch.navigationTitle(in: content) ?? ""
    let mode =
      ContainerInfoSearch.titleDisplayMode(in: content) ?? (navigator == nil ? .large : .inline)
    let toolbar = ContainerInfoSearch.toolbarEntries(in: content)
    let bottom = toolbar.filter { $0.placement == .bottomBar }
    let screen = VStack(spacing: 0) {
      NavigationBar(
        title: title, isLarge: mode == .large, backTitle: backTitle, navigator: navigator,
        toolbar: toolbar)
      PrebuiltNodes(nodes: content)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      if !bottom.isEmpty { BottomToolbar(entries: bottom) }
    }
    return context.outsideStack.nodes(for: screen)
  }
}

/// The bar at the top of a navigation screen.
struct NavigationBar: View, GraphTransparentView {
  let title: String
  let isLarge: Bool
  let backTitle: String?
  /// The stack whose top screen the back button pops; `nil` on the root screen.
  let navigator: NavigationModel?
  /// The screen's toolbar items; the leading and trailing ones are drawn in the bar.
  var toolbar: [ToolbarEntry] = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        if !isLarge {
          Text(title).font(.headline).lineLimit(1).padding(.horizontal, 90)
            .accessibilityAddTraits(.isHeader)
        }
        if let navigator {
          Button(action: { navigator.pop(to: navigator.path.count - 1) }) {
            HStack(spacing: 4) {
              Chevron(pointsLeft: true).frame(width: 11, height: 18)
              Text(backTitle.map { $0.isEmpty ? "Back" : $0 } ?? "Back").lineLimit(1)
            }
            .frame(maxWidth: 140, alignment: .leading)
          }
          .accessibilityLabel(backTitle.map { $0.isEmpty ? "Back" : $0 } ?? "Back")
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.leading, 8)
        }
        ToolbarItemsRow(entries: toolbar, showsLeading: navigator == nil)
      }
      .frame(maxWidth: .infinity)
      .frame(height: 44)
      if isLarge {
        Text(title).font(.system(size: 34, weight: .bold)).lineLimit(1)
          .accessibilityAddTraits(.isHeader)
          .padding(.horizontal, 16)
          .frame(maxWidth: .infinity, minHeight: 52, alignment: .leading)
      }
    }
    .background(ChromeColors.background.ignoresSafeArea(edges: .top))
  }
}

/// A chevron drawn with two strokes, as the back button's and list rows' disclosure marks.
nonisolated struct Chevron: View, PrimitiveView {
  typealias Body = Never

  let pointsLeft: Bool

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let paint = PaintResolver.foreground(in: context.environment)
    let outline = ShapeOutline.polyline(
      pointsLeft
        ? [UnitPoint(x: 0.9, y: 0.05), UnitPoint(x: 0.15, y: 0.5), UnitPoint(x: 0.9, y: 0.95)]
        : [UnitPoint(x: 0.1, y: 0.05), UnitPoint(x: 0.85, y: 0.5), UnitPoint(x: 0.1, y: 0.95)])
    return [
      LayoutNode.filling(
        .shape(
          ShapeDrawing(
            outline: outline, paint: paint, stroke: StrokeStyle(lineWidth: 2.5, lineCap: .round))))
    ]
  }
}

/// A title display mode, as `navigationBarTitleDisplayMode(_:)` takes.
public enum NavigationBarItem {
  /// How a navigation title is shown.
  public enum TitleDisplayMode: Sendable, Hashable {
    /// Large on the root, inline on pushed screens.
    case automatic
    /// Large, below the bar.
    case large
    /// Small, centered in the bar.
    case inline
  }
}

nonisolated extension View {
  /// Sets the title the navigation bar shows for this screen.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(ContainerInfoModifier(info: .navigationTitle(String(title))))
  }

  /// Sets how the navigation bar shows this screen's title.
  public func navigationBarTitleDisplayMode(
    _ mode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    modifier(
      ContainerInfoModifier(info: .titleDisplayMode(mode)))
  }
}

/// A view that pushes `destination` on the enclosing ``NavigationStack`` when tapped.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  /// A primitive has no body: layout handles it directly.
  public typealias Body = Never

  let destination: Destination
  let label: Label

  /// Creates a link showing `label` that pushes `destination`.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.destination = destination()
    self.label = label()
  }

  /// Creates a link showing `label` that pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  @MainActor func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let inList = environment.container.isListRow
    let row = HStack(spacing: 8) {
      label.frame(maxWidth: inList ? .infinity : nil, alignment: .leading)
      if inList {
        Chevron(pointsLeft: false).frame(width: 7, height: 12)
          .foregroundStyle(Color.tertiaryLabel)
          .accessibilityHidden(true)
      }
    }
    .contentShape(Rectangle())
    guard let node = context.singleNode(for: row, gatheringAlong: .horizontal) else { return [] }
    let navigator = environment.container.navigator
    var destination = AnyView(self.destination)
    var hasDestination = true
    if let link = self.destination as? NavigationValueDestination {
      // A value link pushes the screen registered for its value where the link is.
      let found = link.value.flatMap { environment.navigationDestinations.view(for: $0.base) }
      hasDestination = found != nil
      destination = found ?? AnyView(EmptyView())
    }
    node.effects.append(
      .gesture(
        GestureHandler(
          kind: .tap, isEnabled: environment.isEnabled && navigator != nil && hasDestination,
          isButton: true,
          action: { navigator?.push(destination) })))
    return [node]
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link with a text label.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}
