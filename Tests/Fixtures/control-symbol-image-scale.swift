// fixture: Image(systemName:) is sized by its name's table entry × the font's point size × the imageScale factor, on the pixel grid
// window: 300x300
// source: Views/Symbols/sf-symbols.yaml: star 1.0981 × 1.0588 em (the box of star.fill measured by getsentry/sentry-cocoa, 18.667 × 18 at body; shape family 'star', estimate); scales small 0.7917, large 1.277 (OSU circle.fill ratios, control-metrics §2; estimates); body 17 pt, title 28 pt (HIG-TYPO); the window is the default iPhone's, 3 px per pt
// expect medium: width=18.667 height=18   (1.0981 × 17 × 3 = 56.0 px; 1.0588 × 17 × 3 = 54.0 px)
// expect small: width=14.667 height=14.333   (1.0981 × 17 × 0.7917 × 3 = 44.3 → 44 px; 1.0588 × 17 × 0.7917 × 3 = 42.8 → 43 px)
// expect large: width=24 height=23   (1.0981 × 17 × 1.277 × 3 = 71.5 → 72 px; 68.96 → 69 px)
// expect title: width=30.667 height=29.667   (1.0981 × 28 × 3 = 92.2 → 92 px; 1.0588 × 28 × 3 = 88.9 → 89 px)
VStack {
  Image(systemName: "star").id("medium")
  Image(systemName: "star").imageScale(.small).id("small")
  Image(systemName: "star").imageScale(.large).id("large")
  Image(systemName: "star").font(.title).id("title")
}
