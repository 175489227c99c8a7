import Testing
import UIKit

/// `import UIKit` works, so `#if canImport(UIKit)` holds and iOS code behind it compiles.
@Suite struct UIKitModuleTests {
  @Test func uiKitCanBeImportedUnderItsOwnName() {
    #if canImport(UIKit)
      let compiled = true
    #else
      let compiled = false
    #endif
    #expect(compiled)
    #expect(UIColor.systemBackground == UIColor.systemBackground)
    #expect(UIImage(systemName: "star")?.systemName == "star")
  }
}
