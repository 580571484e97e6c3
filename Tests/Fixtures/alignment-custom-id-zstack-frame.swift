// fixture: a custom VerticalAlignment in a ZStack's and a frame's alignment
// window: 300x300
// source: Apple, AlignmentID, ZStack(alignment:) and frame(width:height:alignment:); swiftui-lab "Alignment Guides in SwiftUI" (a frame aligns its child's guide on its own, the box's from the default). ZStack: big default d[.bottom] = 100, small alignmentGuide(.mid) 50 / 2 = 25; line at 100, height 100 + max(0, 50 − 25) = 125, width 100. Frame: the box's guide is its default, 200 (bottom); the dot's guide is 10, so it starts at 200 − 10 = 190 in the box
// expect big: x=100 y=-12.5 width=100 height=100       (the VStack, 125 + 200 = 325 tall, is centred at y = (300 − 325) / 2 = −12.5; the line is at −12.5 + 100 = 87.5, big's bottom on it)
// expect small: x=125 y=62.5 width=50 height=50         (87.5 − 25; x = 100 + (100 − 50) / 2)
// expect dot: x=125 y=302.5 width=50 height=50          (the frame starts at −12.5 + 125 = 112.5; 112.5 + 200 − 10)
VStack(spacing: 0) {
    ZStack(alignment: Alignment(horizontal: .center, vertical: .mid)) {
        Color.red.frame(width: 100, height: 100).id("big")
        Color.blue.frame(width: 50, height: 50)
            .alignmentGuide(.mid) { d in d.height / 2 }
            .id("small")
    }
    Color.green.frame(width: 50, height: 50)
        .alignmentGuide(.mid) { _ in 10 }
        .id("dot")
        .frame(width: 200, height: 200, alignment: Alignment(horizontal: .center, vertical: .mid))
}

extension VerticalAlignment {
    enum Mid: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let mid = VerticalAlignment(Mid.self)
}
