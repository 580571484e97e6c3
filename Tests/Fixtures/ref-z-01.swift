// fixture: reference case Z-01 (confidence B) from layout-cases.md
// window: 100x100
// source: OSU-Z: union 100x100; children centred: (0,25) and (25,0)
// tolerance: 0.05
// expect zstack: x=0 y=0 width=100 height=100
// expect wide: x=0 y=25
// expect tall: x=25 y=0
ZStack {
  Rectangle()
    .frame(width: 100, height: 50)
    .id("wide")
  Rectangle()
    .frame(width: 50, height: 100)
    .id("tall")
}
.id("zstack")
