// fixture: when no candidate fits, ViewThatFits shows the last one (and says so); with in: .vertical only the height is tested
// window: 150x60
// source: Apple's ViewThatFits documentation ("If none of the views fit, the view that fits uses the last child"); 88 > 60 and 70 > 60
// expect-diagnostic: note: no ViewThatFits candidate fits the proposal 150×60
// expect last: x=25 y=-5 width=100 height=70 the last candidate, centred: (150 − 100) / 2, (60 − 70) / 2
ViewThatFits(in: .vertical) {
  Color.red.frame(width: 300, height: 88)
  Color.blue.frame(width: 100, height: 70).id("last")
}
