// fixture: a horizontal ScrollView is as tall as its content (its non-scroll axis) and as wide as proposed
// window: 300x500
// source: layout-semantics.md §4.5 (FG-SV): along a non-scroll axis the scroll view hugs its content; along the scroll axis it takes the proposal. Height 40, centred in 500: y = (500 - 40)/2 = 230; width 300
// expect scroll: x=0 y=230 width=300 height=40
ScrollView(.horizontal) {
  Rectangle()
    .frame(width: 50, height: 40)
}
.id("scroll")
