// The cross-import overlay Swift Testing declares for UIKit (the toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`, which Linux does not
// ship). A test file that imports both Testing and Vitrine's UIKit makes the compiler load it,
// so it exists here, empty: Vitrine's UIImage has no test attachments.
@_exported import Foundation
