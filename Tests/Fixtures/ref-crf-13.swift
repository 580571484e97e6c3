// fixture: reference case CRF-13 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF RatioSplitHStack: 300x60 centred at (46.5, 408.5); 300*0.25 = 75, 300*0.75 = 225
// tolerance: 0.05
// expect scroll: x=46.5 y=408.5 width=300 height=60
// expect left: x=46.5 y=408.5 width=75 height=60
// expect right: x=121.5 y=408.5 width=225 height=60
ScrollView(.horizontal) {
  HStack(spacing: 0) {
    Color.clear
      .containerRelativeFrame(.horizontal) { l, _ in l * 0.25 }
      .id("left")
    Color.clear
      .containerRelativeFrame(.horizontal) { l, _ in l * 0.75 }
      .id("right")
  }
}
.id("scroll")
.scrollDisabled(true)
.frame(width: 300, height: 60)
