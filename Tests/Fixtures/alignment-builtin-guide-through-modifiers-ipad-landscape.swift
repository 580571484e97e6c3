// fixture: an explicit .leading guide passes up through padding (moved by the inset), background and offset (kept) to the enclosing VStack, but not through an HStack
// device: ipad-pro-11 landscape
// source: OpenSwiftUI UnaryLayoutComputer: a one-child layout's explicitAlignment is its child's value + where it placed the child (placement.frameOrigin), so padding moves the guide by its leading inset; background, overlay and offset are not layouts of their own (offset is a geometry effect: it moves the drawing, not the layout); a stack's built-in guides combine to nil (FrameAlignment._combineExplicit is empty, OpenSwiftUI AlignmentID.swift). iPadOS 26 landscape safe area: top 32, bottom 25 (Devices/platform-ipados.yaml, FDP-291), so the content area is 1210 × 777 below y 32
// d: the red 100 × 20 with leading guide 30, padded 10 on the leading edge → 110 × 20 with guide 10 + 30 = 40; e's guide 0; f (an HStack around a view with guide 50) is 0, its child's guide stopping at the HStack
// VStack(alignment: .leading): the line at max gᵢ = 40; width = 40 + max(110 − 40, 80 − 0, 50 − 0) = 120; height 3 × 20 = 60
// placed: x = (1210 − 120) / 2 = 545, y = 32 + (777 − 60) / 2 = 390.5; d's layout slot starts at 545 + 40 − 40 = 545 and is drawn 5 further right (offset)
// expect outer: x=545 y=390.5 width=120 height=60
// expect d: x=550 y=390.5 width=110 height=20   (545 + offset 5)
// expect red: x=560 y=390.5 width=100 height=20 (550 + padding 10: its guide at 560 + 30 = 590 = the line 585 + the drawn offset 5)
// expect e: x=585 y=410.5 width=80 height=20    (545 + 40 − 0)
// expect f: x=585 y=430.5 width=50 height=20    (545 + 40 − 0: the 50 inside the HStack does not count)
VStack(alignment: .leading, spacing: 0) {
    Color.red.frame(width: 100, height: 20)
        .id("red")
        .alignmentGuide(.leading) { _ in 30 }
        .padding(.leading, 10)
        .background(Color.yellow)
        .id("d")
        .offset(x: 5)
    Color.green.frame(width: 80, height: 20)
        .fixedSize()
        .id("e")
    HStack(spacing: 0) {
        Color.blue.frame(width: 50, height: 20)
            .alignmentGuide(.leading) { _ in 50 }
    }
    .id("f")
}
.id("outer")
