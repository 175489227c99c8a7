// `import AppIntents` in a file written for iOS: intents, `@Parameter`, `AppEnum`, entities and
// their queries, `DynamicOptionsProvider`, which Vitrine keeps in its widget model.
@_exported import Foundation
@_exported import VitrineWidgetCore
