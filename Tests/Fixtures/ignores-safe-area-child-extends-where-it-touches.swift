// fixture: a child that ignores the safe area inside a parent that does not extends only on the edges its frame touches
// device: iphone-15-pro
// source: issue 13 ("a colour at the top of a VStack extends up, not down"); device-metrics.md: safe area top 59, bottom 34
// source: the VStack fills the safe area 759 tall: each colour gets 759/2 = 379.5
// expect top: x=0 y=0 width=393 height=438.5 (slot 59...438.5 extended up to 0: 379.5 + 59)
// expect bottom: x=0 y=438.5 width=393 height=413.5 (slot 438.5...818 extended down to 852: 379.5 + 34)
VStack(spacing: 0) {
  Color.red
    .ignoresSafeArea()
    .id("top")
  Color.blue
    .ignoresSafeArea()
    .id("bottom")
}
