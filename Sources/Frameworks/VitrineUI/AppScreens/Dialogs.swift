import Foundation

/// An alert or a confirmation dialog presented over the screen while its binding is true:
/// its title, message and the buttons of its actions (each closes it, then runs); an alert
/// without actions has an "OK" button.
nonisolated struct DialogModifier<Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  enum Kind {
    /// A centred alert, 270 points wide; two buttons side by side, more stacked.
    case alert
    /// An action sheet at the bottom, with a separate Cancel button; a tap outside cancels.
    case confirmationDialog(showsTitle: Bool)
  }

  let kind: Kind
  let title: Text
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message

  @MainActor func makeNodes(
    content main: (ResolveContext) -> [LayoutNode], in context: ResolveContext
  ) -> [LayoutNode] {
    let nodes = main(context)
    guard context.graph != nil, isPresented.wrappedValue, let first = nodes.first else {
      return nodes
    }
    let binding = isPresented
    let dismiss: @MainActor () -> Void = { binding.wrappedValue = false }
    let actionNodes = context.outsideStack.child(.slot, "dialog-actions").nodes(for: actions)
    var items = actionNodes.flatMap { ContextMenuItems.items(in: $0) }
    if items.isEmpty, case .alert = kind {
      items = [ContextMenuItems.Item(title: "OK", isEnabled: true, action: {})]
    }
    let buttons = items.map { item in
      DialogButton(title: item.title, isDestructive: item.isDestructive, isEnabled: item.isEnabled)
      {
        dismiss()
        if item.isEnabled { item.action() }
      }
    }
    let chrome: AnyView
    switch kind {
    case .alert:
      chrome = AnyView(AlertCard(title: title, message: message, buttons: buttons))
    case .confirmationDialog(let showsTitle):
      chrome = AnyView(
        ActionSheetCard(
          title: showsTitle ? title : nil, message: message, buttons: buttons, cancel: dismiss))
    }
    let chromeNodes = context.outsideStack.child(.slot, "dialog").nodes(for: chrome)
    first.effects.append(.presentation(Presentation(nodes: chromeNodes, dismiss: dismiss)))
    return nodes
  }
}

/// A dialog's button.
struct DialogButton {
  var title: String
  var isDestructive: Bool
  var isEnabled: Bool
  var action: @MainActor () -> Void

  /// The button as a view, `height` points tall.
  @MainActor func view(height: CGFloat, bold: Bool = false) -> some View {
    Button(action: action) {
      Text(title)
        .fontWeight(bold ? .semibold : .regular)
        .foregroundStyle(isDestructive ? Color.red : isEnabled ? Color.accentColor : Color.gray)
        .lineLimit(1)
        .frame(maxWidth: .infinity, minHeight: height)
    }
    .buttonStyle(.plain)
  }
}

/// The centred card of an alert.
struct AlertCard<Message: View>: View {
  let title: Text
  let message: Message
  let buttons: [DialogButton]

  var body: some View {
    ZStack {
      Color.black.opacity(0.2).ignoresSafeArea().accessibilityHidden(true)
      VStack(spacing: 0) {
        VStack(spacing: 4) {
          title.font(.headline).multilineTextAlignment(.center)
          message.font(.footnote).multilineTextAlignment(.center)
        }
        .padding(16)
        Color.separator.frame(height: 0.5)
        if buttons.count == 2 {
          HStack(spacing: 0) {
            buttons[0].view(height: 44)
            Color.separator.frame(width: 0.5, height: 44)
            buttons[1].view(height: 44, bold: true)
          }
        } else {
          ForEach(buttons.indices, id: \.self) { index in
            if index > 0 { Color.separator.frame(height: 0.5) }
            buttons[index].view(height: 44, bold: index == buttons.count - 1)
          }
        }
      }
      .frame(width: 270)
      .background(ChromeColors.bar)
      .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
  }
}

/// The bottom card of a confirmation dialog, with its Cancel button below.
struct ActionSheetCard<Message: View>: View {
  let title: Text?
  let message: Message
  let buttons: [DialogButton]
  let cancel: @MainActor () -> Void

  var body: some View {
    ZStack(alignment: .bottom) {
      Color.black.opacity(0.2).ignoresSafeArea()
        .onTapGesture { cancel() }
        .accessibilityHidden(true)
      VStack(spacing: 8) {
        VStack(spacing: 0) {
          if let title {
            VStack(spacing: 4) {
              title.font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
              message.font(.footnote).foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            .padding(14)
            Color.separator.frame(height: 0.5)
          }
          ForEach(buttons.indices, id: \.self) { index in
            if index > 0 { Color.separator.frame(height: 0.5) }
            buttons[index].view(height: 57)
          }
        }
        .background(ChromeColors.bar)
        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
        DialogButton(title: "Cancel", isDestructive: false, isEnabled: true, action: cancel)
          .view(height: 57, bold: true)
          .background(ChromeColors.secondaryGroupedBackground)
          .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
      }
      .padding(.horizontal, 8)
      .padding(.bottom, 8)
    }
  }
}

@MainActor
extension View {
  /// Presents an alert titled `title` with the buttons `actions` builds while `isPresented`.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      DialogModifier(
        kind: .alert, title: Text(title), isPresented: isPresented, actions: actions(),
        message: EmptyView()))
  }

  /// Presents an alert with a message.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      DialogModifier(
        kind: .alert, title: Text(title), isPresented: isPresented, actions: actions(),
        message: message()))
  }

  /// Presents an alert for the non-nil value of `data`'s binding.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    modifier(
      DialogModifier(
        kind: .alert, title: Text(title), isPresented: isPresented,
        actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
        message: data.map { AnyView(message($0)) } ?? AnyView(EmptyView())))
  }

  /// Presents a confirmation dialog (an action sheet) titled `title` with the buttons
  /// `actions` builds while `isPresented`; a Cancel button and a tap outside close it.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      DialogModifier(
        kind: .confirmationDialog(showsTitle: titleVisibility == .visible), title: Text(title),
        isPresented: isPresented, actions: actions(), message: EmptyView()))
  }

  /// Presents a confirmation dialog with a message.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      DialogModifier(
        kind: .confirmationDialog(showsTitle: titleVisibility != .hidden), title: Text(title),
        isPresented: isPresented, actions: actions(), message: message()))
  }

  /// Presents the ``Alert`` `content` makes while `isPresented` (the iOS 13 spelling).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return modifier(
      DialogModifier(
        kind: .alert, title: alert.title, isPresented: isPresented, actions: alert.actions,
        message: alert.message))
  }

  /// Presents the ``Alert`` `content` makes for `item` while it is not nil; closing it sets
  /// `item` to nil (the iOS 13 spelling).
  public func alert<Item: Identifiable>(
    item: Binding<Item?>, content: (Item) -> Alert
  ) -> some View {
    let alert = item.wrappedValue.map(content)
    let shown = Binding(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      DialogModifier(
        kind: .alert, title: alert?.title ?? Text(verbatim: ""), isPresented: shown,
        actions: alert?.actions ?? AnyView(EmptyView()),
        message: alert?.message ?? AnyView(EmptyView())))
  }
}

/// An alert as iOS 13 code describes it: a title, a message and one or two buttons.
@MainActor
public struct Alert {
  /// An alert's button.
  @MainActor
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A default button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A Cancel button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A cancel button with a custom label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A destructive (red) button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }

    /// The button as a view.
    var view: some View {
      let action = self.action
      return VitrineUI.Button(role: role, action: { action?() }) { label }
    }
  }

  let title: Text
  let message: AnyView
  let actions: AnyView

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message.map { AnyView($0) } ?? AnyView(EmptyView())
    self.actions = dismissButton.map { AnyView($0.view) } ?? AnyView(EmptyView())
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message.map { AnyView($0) } ?? AnyView(EmptyView())
    self.actions = AnyView(
      HStack {
        primaryButton.view
        secondaryButton.view
      })
  }
}
