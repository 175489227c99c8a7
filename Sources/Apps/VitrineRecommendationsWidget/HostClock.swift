import Foundation
import WidgetKit

// The one Vitrine extension the widget's files use, kept here so an iOS port supplies this file
// alone: on iOS it reads `var currentDate: Date { Date() }`. Here it is the host's clock
// (`context.now`), so a simulated day dates every entry exactly.
extension TimelineProviderContext {
  /// The moment the provider is asked at: the host's clock.
  var currentDate: Date { now }
}
