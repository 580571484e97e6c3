// fixture: a guide set below a frame is re-derived by the frame: the child's value plus where the frame put the child; a Text's baseline reaches the stack through a frame the same way
// window: 300x300
// source: Apple, Layout.explicitAlignment (the default merges the subviews' explicit guides upward) and "Aligning views within a stack"; the frame re-derives: the child's value plus where it put the child. Blue's top guide 50 / 2 = 25; the 80×100 frame puts blue at its bottom (y 50), so the frame's guide is 50 + 25 = 75. Line at 75; height 75 + max(50 − 0, 100 − 75) = 125; the first stack is centred in a VStack of 125 + 20.333 = 145.333: y = (300 − 145.333) / 2 = 77.333
// expect a: x=85 y=152.333 width=50 height=50           (77.333 + 75; x = (300 − 130) / 2)
// expect b: x=135 y=77.333 width=80 height=100
// expect blue: x=150 y=127.333 width=50 height=50       (77.333 + 50; its guide 127.333 + 25 = 152.333 = red's top)
// expect label: y=202.333 height=20.333                 (second row at 77.333 + 125; its text sits in a 60-wide frame; both first baselines 16.187 below the row's top)
// expect value: y=202.333 height=20.333
VStack(spacing: 0) {
  HStack(alignment: .top, spacing: 0) {
    Color.red
      .frame(width: 50, height: 50)
      .id("a")
    Color.blue
      .frame(width: 50, height: 50)
      .id("blue")
      .alignmentGuide(.top) { d in d.height / 2 }
      .frame(width: 80, height: 100, alignment: .bottom)
      .id("b")
  }
  HStack(alignment: .firstTextBaseline, spacing: 0) {
    Text("Name")
      .id("label")
      .frame(width: 60, alignment: .leading)
    Text("Ada")
      .id("value")
  }
}
