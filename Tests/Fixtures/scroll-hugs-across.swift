// fixture: a vertical ScrollView is only as wide as its content
// window: 300x500
// source: FG-SV: 50 wide, centred at x 125; 500 tall (its proposal)
// expect scroll: x=125 width=50 height=500
ScrollView {
  Rectangle()
    .frame(width: 50, height: 50)
}
.id("scroll")
