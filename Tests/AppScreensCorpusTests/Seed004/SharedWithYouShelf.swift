// Seed 004: the Shared with You shelf article's app code, kept as the article writes it for
// iOS 16 (Swift 5 language mode, Apple's module names). Only the article's own app types
// (BlogPost, BlogPostRow, getBlogPostFrom) are supplied, by ArticleAppTypes.swift.
import SharedWithYou
import SwiftUI
import UIKit

class SharedWithYouService: NSObject, ObservableObject, SWHighlightCenterDelegate {
    @Published var highlights: [SWHighlight] = []
    private let highlightCenter = SWHighlightCenter()

    override init() {
        super.init()
        highlightCenter.delegate = self
    }

    func highlightCenterHighlightsDidChange(_ highlightCenter: SWHighlightCenter) {
        highlights = highlightCenter.highlights
    }
}

struct SWAttributionViewRepresentable: UIViewRepresentable {
    let highlight: SWHighlight

    func makeUIView(context: Context) -> SWAttributionView {
        let attributionView = SWAttributionView()
        attributionView.highlight = highlight
        attributionView.displayContext = .summary
        attributionView.horizontalAlignment = .leading
        attributionView.menuTitleForHideAction = "Remove Article"
        attributionView.supplementalMenu = UIMenu(title: "Extras", children: [
            UIAction(title: "Bookmark", image: UIImage(systemName: "bookmark")) { _ in
                print("Bookmarked")
            },
            UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                print("Shared")
            },
            UIAction(title: "Copy Link", image: UIImage(systemName: "link")) { _ in
                print("Copied")
            },
        ])
        return attributionView
    }

    func updateUIView(_ uiView: SWAttributionView, context: Context) {
        uiView.highlight = highlight
    }
}

struct SharedWithYouShelf: View {
    @StateObject private var sharedWithYouService = SharedWithYouService()

    var body: some View {
        NavigationView {
            List(sharedWithYouService.highlights, id: \.url.absoluteString) { highlight in
                VStack(alignment: .leading, spacing: 8) {
                    BlogPostRow(blogPost: getBlogPostFrom(url: highlight.url))
                    SWAttributionViewRepresentable(highlight: highlight)
                }
                .padding(.vertical, 4)
            }
            .navigationTitle(SWHighlightCenter.highlightCollectionTitle)
        }
        .navigationViewStyle(.stack)
    }
}
