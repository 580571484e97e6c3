// fixture: an alignment guide set below a padding reaches the stack, moved by the padding's inset
// window: 300x300
// source: Apple, "Aligning views within a stack" and alignmentGuide(_:computeValue:): a padding's guide is its content's guide offset by the inset (SwiftUI's padding passes explicit alignments through, shifted; swiftui-lab "Alignment Guides in SwiftUI" shows guides read through modifiers). The blue box's top guide is 50 / 2 = 25; on the 70×70 padded view it is 25 + 10 = 35. The stack lines the guides up: height = max g + max (size − g) = 35 + max(50 − 0, 70 − 35) = 85, centred: y = (300 − 85) / 2 = 107.5
// expect a: x=90 y=142.5 width=50 height=50             (red's top guide 0 sits on the line at 107.5 + 35)
// expect b: x=140 y=107.5 width=70 height=70            (the padded view's guide 35 on the same line)
// expect blue: x=150 y=117.5 width=50 height=50         (blue's guide 117.5 + 25 = 142.5 = red's top)
HStack(alignment: .top, spacing: 0) {
  Color.red
    .frame(width: 50, height: 50)
    .id("a")
  Color.blue
    .frame(width: 50, height: 50)
    .id("blue")
    .alignmentGuide(.top) { d in d.height / 2 }
    .padding(10)
    .id("b")
}
