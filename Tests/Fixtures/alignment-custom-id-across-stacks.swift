// fixture: a custom guide set inside nested VStacks lines them up across an HStack (the idiom of WWDC 2019 "Building Custom Views with SwiftUI", written here), with fixed boxes for the stars and the title
// window: 300x300
// source: WWDC 2019 session 237 alignment demo; Apple AlignmentID; the default AlignmentID._combineExplicit passes a child's explicit value up through its stack (OpenSwiftUI: the average of the children's). Left VStack: stars' guide 20 / 2 = 10; right VStack: title's 34 / 2 = 17. Line at 17; height = 17 + max(36 − 10, 50 − 17) = 50, centred: y = (300 − 50) / 2 = 125; width 100 + 150 = 250 at x 25
// expect stars: x=25 y=132 width=100 height=20          (125 + 17 − 10: its middle at 142)
// expect title: x=125 y=125 width=150 height=34         (its middle at 125 + 17 = 142, level with the stars')
// expect ingredients: y=159 height=16
extension VerticalAlignment {
    private enum RatingLine: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let ratingLine = VerticalAlignment(RatingLine.self)
}

struct ContentView: View {
    var body: some View {
        HStack(alignment: .ratingLine, spacing: 0) {
            VStack(spacing: 0) {
                Color.yellow.frame(width: 100, height: 20)
                    .alignmentGuide(.ratingLine) { d in d[.bottom] / 2 }
                    .id("stars")
                Color.gray.frame(width: 100, height: 16).id("count")
            }
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(width: 150, height: 34)
                    .alignmentGuide(.ratingLine) { d in d[.bottom] / 2 }
                    .id("title")
                Color.green.frame(width: 150, height: 16).id("ingredients")
            }
        }
    }
}
