// `import ActivityKit` in a file written for iOS: Live Activities' attributes, content and life
// cycle (request, update, end) from Vitrine's in-process implementation. Their views come with
// WidgetKit (`ActivityConfiguration`, `DynamicIsland`).
@_exported import Foundation
@_exported import VitrineActivityKit
