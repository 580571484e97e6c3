// fixture: reference case SV-01 (confidence B) from layout-cases.md
// window: 300x500
// source: FG-SV: the ScrollView is as tall as proposed; content 300x1000 at the top
// tolerance: 0.05
// expect scroll: x=0 y=0 width=300 height=500
// expect content: x=0 y=0 width=300 height=1000
ScrollView {
  Rectangle()
    .frame(height: 1000)
    .id("content")
}
.id("scroll")
