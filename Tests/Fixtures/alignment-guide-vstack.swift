// fixture: alignmentGuide(.leading) moves rows of a leading VStack: d.width / 2 pulls a row left by half its width, a constant −20 pushes one right by 20
// window: 300x300
// source: Apple's alignmentGuide(_:computeValue:) documentation; a child with guide value g sits at line − g, the stack is max g + max(width − g) wide
// expect stack: x=75 y=112 width=150 height=76 guides 0, 50, −20: max g = 50; max(100 − 0, 100 − 50, 60 + 20) = 100; 50 + 100 = 150
// expect a: x=125 75 + 50 − 0
// expect b: x=75 75 + 50 − 50
// expect c: x=145 75 + 50 + 20
VStack(alignment: .leading) {
  Color.red.frame(width: 100, height: 20).id("a")
  Color.blue.frame(width: 100, height: 20)
    .alignmentGuide(.leading) { d in d.width / 2 }
    .id("b")
  Color.green.frame(width: 60, height: 20)
    .alignmentGuide(.leading) { _ in -20 }
    .id("c")
}
.id("stack")
