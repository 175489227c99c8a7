import Foundation
import SwiftUI
import Testing
import VitrineSnapshotTesting
import WidgetKit

/// The tally widget compiles with module-qualified Apple names and renders its provider's entry.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TallyWidgetTests {
  @Test func appleModuleQualifiedNamesAreVitrineTypes() {
    // Each facade re-exports Vitrine's module, so a qualified name is the same type.
    #expect(WidgetKit.WidgetFamily.systemSmall == WidgetFamily.systemSmall)
    #expect(SwiftUI.Button<Text>.self == Button<Text>.self)
    #expect(SwiftUI.CGSize(width: 2, height: 3) == CGSize(width: 2, height: 3))
  }

  @Test func rendersTheProvidersEntryWithItsButton() async throws {
    let home = try CorpusHome(TallyWidget().descriptors)
    let instance = try await home.session.add(kind: "TallyWidget", family: .systemSmall)
    let presentation = try await home.session.present(instance)
    // The standard device is the 393 × 852 pt iPhone, whose small widget is 158 × 158 pt;
    // the provider reads it from `context.displaySize`, a `CGSize`.
    let labels = presentation.accessibilityElements.map(\.label)
    #expect(labels.contains("158 × 158 pt"), "\(labels)")
    #expect(labels.contains("12"))
    #expect(presentation.buttons.count == 1)
    #expect(presentation.buttons.first?.intent is IncrementTallyIntent)
    assertSnapshot(of: AnyView(presentation.view), as: .image(widget: .systemSmall))
  }
}
