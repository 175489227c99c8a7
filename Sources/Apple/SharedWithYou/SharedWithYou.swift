// `import SharedWithYou` in a file written for iOS: `SWHighlightCenter`, `SWHighlight` and
// `SWAttributionView`, from Vitrine's Shared with You framework.
@_exported import Foundation
@_exported import VitrineSharedWithYou
