// fixture: ViewThatFits(in: .horizontal) skips the 408-wide HStack on a 393-wide iPhone 15 and shows the VStack
// device: iphone-15
// source: Apple's ViewThatFits documentation (first child whose ideal size fits the constrained axes); 200 + 8 + 200 = 408 > 393
// expect fits: x=96.5 y=394.5 width=200 height=88 the VStack 200 × (40 + 8 + 40), centred in 393 × 759 below the 59 safe area: 59 + (759 − 88) / 2
// expect tall: x=96.5 width=200
ViewThatFits(in: .horizontal) {
  HStack {
    Color.red.frame(width: 200, height: 40)
    Color.red.frame(width: 200, height: 40)
  }
  .id("wide")
  VStack {
    Color.blue.frame(width: 200, height: 40)
    Color.blue.frame(width: 200, height: 40)
  }
  .id("tall")
}
.id("fits")
