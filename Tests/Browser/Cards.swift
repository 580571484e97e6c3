import SwiftUI

// The browser tests' layout: a paging row of cards, each half the scroll view's width.
struct CardRow: View {
    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<3) { _ in
                        Color.blue
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                            .id("card")
                    }
                }
            }
            .navigationTitle("Cards")
        }
    }
}
