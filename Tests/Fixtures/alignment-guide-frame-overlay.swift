// fixture: explicit guides in a frame, an overlay and a ZStack: the box's guide (fraction × size) meets the child's explicit value
// window: 300x300
// source: Apple's alignmentGuide(_:computeValue:) documentation; arithmetic below
// expect badge: x=190 y=90 width=20 height=20 overlay(.topTrailing) on the 100×100 square at (100, 100): trailing 100 − d[.leading] 0 − 10 → x 100 + 90; top 0 − 10 → y 90
// expect dot: x=50 y=-5 width=10 height=10 frame(300×300, .top): top 0 − d.height / 2 = −5; centre guide 300 / 2 = 150 meets d[HorizontalAlignment.center] + 95 = 100: x = 150 − 100 = 50
ZStack {
  Color.gray.frame(width: 100, height: 100)
    .overlay(alignment: .topTrailing) {
      Color.red.frame(width: 20, height: 20)
        .alignmentGuide(.trailing) { d in d[.leading] + 10 }
        .alignmentGuide(.top) { _ in 10 }
        .id("badge")
    }
  Color.blue.frame(width: 10, height: 10)
    .alignmentGuide(VerticalAlignment.top) { d in d.height / 2 }
    .alignmentGuide(HorizontalAlignment.center) { d in d[HorizontalAlignment.center] + 95 }
    .id("dot")
    .frame(width: 300, height: 300, alignment: .top)
}
