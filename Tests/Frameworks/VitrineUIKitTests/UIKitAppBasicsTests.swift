import Foundation
import Testing
import VitrineUI
import VitrineUIKit

/// UIFont, UIViewController with UIViewControllerRepresentable, UIApplication.
@MainActor
@Suite("UIKit app basics", .timeLimit(.minutes(1)))
struct UIKitAppBasicsTests {
  // Apple, UIFont.preferredFont(forTextStyle:): the text style's font at the user's size; the
  // HIG type table gives Large (the default): body 17, headline 17 semibold, title1 28,
  // caption2 11. systemFont(ofSize:weight:) is the size asked.
  @Test("UIFont's text styles have the HIG sizes at Large; system fonts the size asked")
  func fonts() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.systemFont(ofSize: 13, weight: .bold).pointSize == 13)
    #expect(UIFont.boldSystemFont(ofSize: 20) == UIFont.systemFont(ofSize: 20, weight: .bold))
    // Sizes from outside are bounded: below 1 is 1, above 1,000 is 1,000, NaN is 17.
    #expect(UIFont.systemFont(ofSize: -4).pointSize == 1)
    #expect(UIFont.systemFont(ofSize: 10_000).pointSize == 1_000)
    #expect(UIFont.systemFont(ofSize: .nan).pointSize == 17)
    #expect(UIFont.systemFont(ofSize: 12).withSize(30).pointSize == 30)
  }

  /// A controller whose root view draws a label, counting its loads.
  final class GreetingController: UIViewController {
    var loads = 0
    var greeting = "Hello"

    override func loadView() {
      view = GreetingView(controller: self)
    }

    override func viewDidLoad() { loads += 1 }
  }

  final class GreetingView: UIView {
    unowned let controller: GreetingController
    init(controller: GreetingController) {
      self.controller = controller
      super.init()
    }
    override var viewContent: AnyView { AnyView(Text(controller.greeting)) }
  }

  struct Greeting: UIViewControllerRepresentable {
    let name: String
    let made: (GreetingController) -> Void

    func makeUIViewController(context: Context) -> GreetingController {
      let controller = GreetingController()
      made(controller)
      return controller
    }

    func updateUIViewController(_ controller: GreetingController, context: Context) {
      controller.greeting = "Hello, \(name)"
    }
  }

  struct Screen: View {
    @State var name = "Anna"
    let made: (GreetingController) -> Void
    var body: some View {
      VStack {
        Greeting(name: name, made: made)
        Button("Rename") { name = "Boris" }
      }
    }
  }

  // Apple, UIViewControllerRepresentable: makeUIViewController once, then
  // updateUIViewController whenever SwiftUI's state changes; UIViewController loads its view
  // once (loadView, then viewDidLoad) when it is first read.
  @Test("a represented controller is made once, updated on state changes, loaded once")
  func representable() {
    var controllers: [GreetingController] = []
    let host = ViewHost(
      Screen { controllers.append($0) }, screenSize: CGSize(width: 300, height: 300),
      measurer: FixedAdvanceTextMeasurer(), showsStatusBar: false)
    #expect(host.displayList.accessibilityElements.map(\.label) == ["Hello, Anna", "Rename"])
    let rename = host.displayList.accessibilityElements[1].frame
    host.tap(at: CGPoint(x: rename.midX, y: rename.midY))
    #expect(host.displayList.accessibilityElements.map(\.label) == ["Hello, Boris", "Rename"])
    #expect(controllers.count == 1)
    #expect(controllers.first?.loads == 1)
    #expect(controllers.first?.isViewLoaded == true)
  }

  // Apple, setAlternateIconName(_:completionHandler:): fails for an icon the app's
  // Info.plist does not declare; nil (the primary icon) succeeds. open(_:) hands the URL over.
  @Test("UIApplication: undeclared alternate icons fail with the name, nil succeeds")
  func application() {
    var errors: [String] = []
    UIApplication.shared.setAlternateIconName("Dark") { error in
      errors.append(error.map { "\($0)" } ?? "none")
    }
    UIApplication.shared.setAlternateIconName(nil) { error in
      errors.append(error.map { "\($0)" } ?? "none")
    }
    #expect(errors.count == 2)
    #expect(errors[0].contains("no alternate icon named \"Dark\""))
    #expect(errors[1] == "none")
    #expect(UIApplication.shared.alternateIconName == nil)
    let url = URL(string: "https://example.com/a")!
    var opened = false
    UIApplication.shared.open(url) { opened = $0 }
    #expect(opened)
    #expect(UIApplication.shared.openedURLs.last == url)
  }
}
