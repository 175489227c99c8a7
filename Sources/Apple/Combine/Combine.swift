// `import Combine` in a file written for iOS: publishers, subscribers, subjects, `AnyCancellable`
// and the operators widgets use, from VitrineCombine; `ObservableObject` and `@Published` are
// VitrineUI's (SwiftUI's state follows them), the same declarations `import SwiftUI` gives.
@_exported import VitrineCombine

@_exported import protocol VitrineUI.ObservableObject
@_exported import class VitrineUI.ObservableObjectPublisher
@_exported import struct VitrineUI.Published
