// fixture: a custom VerticalAlignment defined in the file lines an HStack up: explicit guides where set, the AlignmentID's default elsewhere
// window: 300x300
// source: Apple, AlignmentID and "Aligning views across stacks" (custom guide with defaultValue(in:)); WWDC 2019 "Building Custom Views with SwiftUI" (the idiom; the code is written here). Guides: red default d[.bottom] = 40, blue alignmentGuide(.mid) d.height / 2 = 50, green default 60. Line at max g = 60; height = 60 + max(40 − 40, 100 − 50, 60 − 60) = 110, centred: y = (300 − 110) / 2 = 95; width 3 × 40 = 120 at x 90
// expect a: x=90 y=115 width=40 height=40               (95 + 60 − 40)
// expect b: x=130 y=105 width=40 height=100             (95 + 60 − 50)
// expect c: x=170 y=95 width=40 height=60               (95 + 60 − 60)
extension VerticalAlignment {
    struct Mid: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let mid = VerticalAlignment(Mid.self)
}

struct ContentView: View {
    var body: some View {
        HStack(alignment: .mid, spacing: 0) {
            Color.red.frame(width: 40, height: 40).id("a")
            Color.blue.frame(width: 40, height: 100)
                .alignmentGuide(.mid) { d in d.height / 2 }
                .id("b")
            Color.green.frame(width: 40, height: 60).id("c")
        }
    }
}
