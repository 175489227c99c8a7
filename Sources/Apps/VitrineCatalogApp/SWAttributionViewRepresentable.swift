import Foundation
import VitrineSharedWithYou
import VitrineUI
import VitrineUIKit

/// The system's attribution view for a highlight, placed in a SwiftUI screen: who shared it,
/// with Reply and Hide on a long press, followed by the app's own actions.
struct SWAttributionViewRepresentable: UIViewRepresentable {
  /// The highlight shown.
  let highlight: SWHighlight
  /// `.summary` in lists, `.detail` on a title's own screen.
  var displayContext: SWAttributionView.DisplayContext = .summary
  /// The title of the system's Hide action in this app.
  var hideActionTitle: String
  /// The app's actions, shown after the system's.
  var supplementalActions: [UIAction] = []

  func makeUIView(context: Context) -> SWAttributionView {
    let view = SWAttributionView()
    view.horizontalAlignment = .leading
    view.backgroundStyle = .default
    return view
  }

  func updateUIView(_ uiView: SWAttributionView, context: Context) {
    uiView.highlight = highlight
    uiView.displayContext = displayContext
    uiView.menuTitleForHideAction = hideActionTitle
    uiView.supplementalMenu =
      supplementalActions.isEmpty ? nil : UIMenu(title: "", children: supplementalActions)
  }
}
