// fixture: an undescribed view named like a row or a horizontal scroller lays its content out side by side, a ForEach in its content closure one view a row. 'HorizontalScrollSection { ForEach … }' and '…Carousel { … }' (Views/unknown-horizontal-scroll.yaml) scroll: the row at its ideal width from the leading edge, the view as wide as it is given, what passes its trailing edge scrolled out of sight; '…Row { ForEach … }' (Views/unknown-horizontal.yaml) hugs its row. Before, the fallback kind stacked them vertically, and a control part did not flatten a ForEach: four 100-wide cards were a 100 × 264 column (issue 26: NiceViewsLib's AdditionalViews.swift in the wave-6 sample; written here)
// window: 300x600
// source: Views/unknown-horizontal-scroll.yaml (hugs, arrangement horizontal, scrolls horizontal), unknown-horizontal.yaml (hugs, arrangement horizontal); the stand-in's row spaces two Colors 8 apart (the platform's default spacing, as an HStack); VStack(spacing: 0)
// expect scroller: x=0 y=245 width=300 height=60     (VStack: 60 + 30 + 20 = 110 high, y = (600 − 110) / 2 = 245; a scroller is the proposed 300 wide, its row's 60 high)
// expect card-0: x=0 y=245 width=100 height=60       (the row starts at the scroller's leading edge)
// expect card-1: x=108 y=245 width=100 height=60     (100 + 8)
// expect card-3: x=324 y=245 width=100 height=60     (3 × 108 = 324: past the 300-wide scroller, scrolled out of sight; the row is 4 × 100 + 3 × 8 = 424 wide)
// expect row: x=106 y=305 width=88 height=30         (hugs its row: 40 + 8 + 40 = 88, centred: (300 − 88) / 2 = 106)
// expect cell-a: x=106 y=305 width=40 height=30
// expect cell-b: x=154 y=305 width=40 height=30      (106 + 40 + 8)
// expect carousel: x=0 y=335 width=300 height=20     (scrolls: the proposed width, its content's height)
// expect photo: x=0 y=335 width=50 height=20         (at the leading edge, not centred)
// expect-guess: scroller
// expect-guess: row
// expect-guess: carousel
// expect-diagnostic: warning: unknown view 'HorizontalScrollSection'; it is laid out by the stand-in kind for its name 'unknown-horizontal-scroll'
import SwiftUI

struct Shelf: View {
    var body: some View {
        VStack(spacing: 0) {
            HorizontalScrollSection {
                ForEach(0..<4, id: \.self) { i in
                    Color.red.frame(width: 100, height: 60).id("card-\(i)")
                }
            }
            .id("scroller")
            SettingsRow {
                ForEach(["a", "b"], id: \.self) { name in
                    Color.blue.frame(width: 40, height: 30).id("cell-\(name)")
                }
            }
            .id("row")
            PhotoCarousel {
                Color.green.frame(width: 50, height: 20).id("photo")
            }
            .id("carousel")
        }
    }
}
