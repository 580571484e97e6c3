// fixture: Image(systemName:) is a square sized by the font's point size and imageScale
// window: 300x300
// source: Views/SFSymbol.yaml: medium 0.9961em, small 0.7886em, large 1.272em (OSU circle.fill ratios, control-metrics §2; estimates); body is 17 pt, title 28 pt (HIG-TYPO)
// expect medium: width=16.934 height=16.934   (17 × 0.9961)
// expect small: width=13.406   (17 × 0.7886)
// expect large: width=21.624   (17 × 1.272)
// expect title: width=27.891   (28 × 0.9961)
VStack {
  Image(systemName: "star").id("medium")
  Image(systemName: "star").imageScale(.small).id("small")
  Image(systemName: "star").imageScale(.large).id("large")
  Image(systemName: "star").font(.title).id("title")
}
