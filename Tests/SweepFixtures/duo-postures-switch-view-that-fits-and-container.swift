// sweep: posture=all
// device: iphone-duo
// fixture: the foldable swept over its postures: folded is compact and 382 wide, so ViewThatFits falls back to the ScrollView, whose page measures it; open is regular and 585 wide, so the 508-wide HStack fits and its column measures the window
// source: GSD (GetStream/stream-chat-react-native ai-docs/iphone-duo-readiness.md @0e30796 §1): folded 466 × 678 and open 669 × 951 (portrait), both with the 84-pt trailing column: 466 − 84 = 382 < 508 ≤ 669 − 84 = 585; HStack 300 + 8 + 200 = 508; size classes IOU
// expect segments: 2
// expect change at open: window horizontalSizeClass compact → regular    (IOU: the inner display is regular × regular)
// expect change at open: #0 ViewThatFits shows child 2 (ScrollView) → child 1 (HStack)    (508 ≤ 585; folded 508 > 382)
// expect change at open: #4 containerRelativeFrame "column" measures – → window    (the HStack is laid out only when it is chosen)
// expect change at open: #8 containerRelativeFrame "page" measures #7 ScrollView → –
ViewThatFits(in: .horizontal) {
  HStack {
    Color.red.frame(width: 300)
    Color.blue.frame(width: 200).containerRelativeFrame(.vertical).id("column")
  }
  ScrollView(.horizontal) {
    Color.blue.containerRelativeFrame(.horizontal).id("page")
  }
}
