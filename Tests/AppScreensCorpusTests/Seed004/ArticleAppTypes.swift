// The article's own app types, which the article uses but does not show: a blog post, its
// row, and the lookup from a shared link to a post. Supplied by the test, as a porter would.
import SwiftUI

struct BlogPost {
    let title: String
    let summary: String
}

struct BlogPostRow: View {
    let blogPost: BlogPost

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(blogPost.title).font(.headline)
            Text(blogPost.summary).font(.subheadline).foregroundStyle(.secondary)
        }
    }
}

func getBlogPostFrom(url: URL) -> BlogPost {
    let slug = url.lastPathComponent
    let title = slug.split(separator: "-").map { $0.capitalized }.joined(separator: " ")
    return BlogPost(title: title, summary: url.host ?? "")
}
