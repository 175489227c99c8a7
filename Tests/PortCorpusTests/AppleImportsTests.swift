import Intents
import SwiftUI
import Testing
import WidgetKit

/// A view model as iOS 17 code writes it, with `import SwiftUI` alone.
@Observable
private final class ForecastModel {
  var city = "Cupertino"
}

/// What iOS brings with a framework's import, which widget code relies on without importing
/// more (the outside trials WeatherApp and AwesomeQuotes, docs/porting-trials.md).
@MainActor
@Suite("What Apple's imports bring with them")
struct AppleImportsTests {
  // On iOS, URLSession and URLRequest are Foundation's, which WidgetKit and SwiftUI bring in;
  // on Linux they live in FoundationNetworking, which the facades re-export.
  @Test("URLSession and URLRequest come with WidgetKit and SwiftUI")
  func networkingTypes() throws {
    let request = URLRequest(url: try #require(URL(string: "https://example.com/forecast.json")))
    #expect(request.url?.host == "example.com")
    let session: URLSession = URLSession.shared
    #expect(session.configuration.timeoutIntervalForRequest > 0)
  }

  // The Intents framework imports Core Location ("CLPlacemark+IntentsAdditions.h"), so a file
  // that imports Intents names CLLocation and CLGeocoder.
  @Test("CLLocation and CLGeocoder come with Intents")
  func coreLocationThroughIntents() async {
    let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
    #expect(paris.coordinate.latitude == 48.8566)
    let places = try? await CLGeocoder().reverseGeocodeLocation(paris)
    #expect(places == nil)
  }

  // "UIScreen.main — The screen object that represents the device's screen"; import SwiftUI
  // brings UIKit on iOS. The standard screen is 393 × 852 points at 3×.
  @Test("UIScreen.main comes with SwiftUI and is the standard 393 × 852-point screen")
  func mainScreen() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)
    // 393 × 3 = 1179, 852 × 3 = 2556.
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
  }

  // "Observable() — Defines and implements conformance of the Observable protocol"; SwiftUI
  // brings Observation with it.
  @Test("@Observable comes with SwiftUI, and a change is seen by observation tracking")
  func observableMacro() {
    let model = ForecastModel()
    final class Flag: @unchecked Sendable { var changed = false }
    let flag = Flag()
    withObservationTracking {
      _ = model.city
    } onChange: {
      flag.changed = true
    }
    model.city = "Paris"
    #expect(flag.changed)
  }
}
