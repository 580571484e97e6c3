// fixture: a fixed-size .system(size:) font does not follow Dynamic Type; a text style does
// device: iphone-15-pro
// os: ios17
// dynamic-type: AX2
// source: Apple, Font.system(size:weight:design:): "a system font that uses the specified size" (a fixed size; text styles are the fonts that scale: Apple, "Applying custom fonts to text" / Font.TextStyle)
// source: fixed: ceil(20 × 2444/2048 × 3)/3 = 24 at any category (SNT measured 24 at Large, fixtures measured-sentry-text-system-size-*)
// source: .title at AX2 is 43 pt (HIG Dynamic Type table, control-metrics.md §1.1): ceil(43 × 2444/2048 × 3)/3 = ceil(153.94)/3 = 51.333
// expect fixed: height=24
// expect styled: height=51.333
VStack {
  Text("fixed").font(.system(size: 20)).id("fixed")
  Text("styled").font(.title).id("styled")
}
