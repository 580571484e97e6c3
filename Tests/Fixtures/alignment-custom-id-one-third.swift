// fixture: a custom HorizontalAlignment whose default is no built-in fraction (a third of the width) lines up a VStack
// window: 300x300
// source: swiftui-lab "Alignment Guides in SwiftUI" (custom alignment with a computed defaultValue) and Apple AlignmentID. Guides: red 90 / 3 = 30 (default), blue d[.trailing] = 60 (explicit). Line at max g = 60; width = 60 + max(90 − 30, 60 − 60) = 120, centred: x = (300 − 120) / 2 = 90
// expect red: x=120 width=90                            (90 + 60 − 30)
// expect blue: x=90 width=60                            (90 + 60 − 60)
extension HorizontalAlignment {
    private enum OneThird: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }
    static let oneThird = HorizontalAlignment(OneThird.self)
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .oneThird, spacing: 0) {
            Color.red.frame(width: 90, height: 10).id("red")
            Color.blue.frame(width: 60, height: 10)
                .alignmentGuide(.oneThird) { d in d[.trailing] }
                .id("blue")
        }
    }
}
