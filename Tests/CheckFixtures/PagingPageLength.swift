// The classic carousel drift: full-width cards inside 20-pt content margins, paged.
// On iPhone 15 Pro the page is the scroll view's width, 393; each card measures the scroll view
// minus the margins, 393 − 2 × 20 = 353 (Apple's contentMargins: "the safe area plus an
// additional 20 points"). After one swipe card 2 rests at 20 − 40 = −20 instead of 20.
ScrollView(.horizontal) {
    LazyHStack(spacing: 0) {
        ForEach(0..<5) { _ in
            RoundedRectangle(cornerRadius: 16)
                .containerRelativeFrame(.horizontal)
                .frame(height: 200)
        }
    }
}
.id("carousel")
.contentMargins(.horizontal, 20)
.scrollTargetBehavior(.paging)
