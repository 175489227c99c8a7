// Seed 001: the origin charts' animation calls as iOS 15 code writes them — the deprecated
// `animation(_:)` without `value:` and `Animation.delay(_:)` — in Swift 5 language mode, with
// Apple's module names only.
import Charts
import SwiftUI

struct OriginCount: Identifiable {
    let id = UUID()
    let origin: String
    let count: Int
}

struct OriginChart: View {
    let counts: [OriginCount]
    @State private var grown = false

    var body: some View {
        Chart(counts) { entry in
            BarMark(
                x: .value("Origin", entry.origin),
                y: .value("Count", grown ? entry.count : 0)
            )
        }
        .animation(.easeOut(duration: 0.6).delay(0.2))
        .onAppear { grown = true }
    }
}
