// fixture: a GridRow aligned on .firstTextBaseline lines its cells' first baselines up, as an HStack does, and is max above + max below tall
// device: iphone-15
// os: ios26
// source: Apple, GridRow(alignment:): "the guide for aligning the subviews in this row"; a text baseline guide from the font's ascender (Text: SF Pro ascender 1950/2048 em, control-metrics.md); the row combines like a stack (semantics digest §5: line at max gᵢ, height max gᵢ + max (hᵢ − gᵢ))
// source: largeTitle 34 pt: line ceil(34 × 2444/2048 × 3)/3 = 40.667, ascent 34 × 1950/2048 = 32.373; body 17 pt: line 20.333, ascent 16.187
// expect grid: height=40.667 max above 32.373 + max below max(40.667 − 32.373, 20.333 − 16.187) = 32.373 + 8.294 = 40.667
// expect title: y=397.833 centred in the 759 safe area below y 59: 59 + (759 − 81.333) / 2 = 397.833 (the VStack of grid and stack is 81.333)
// expect body: x=203 y=414.02 its baseline on the title's: 397.833 + 32.373 − 16.187 = 414.02; x after the title column ("Total" 4050 font units of SF Pro Display Regular with its kerning × 34/2048 + 5 × 0.40 (HIG) = 69.236, Views/Text/sf-pro.yaml, rounded up to the 3× pixel grid, 69.333; docs/text-model.md) + 10: the grid is 69.333 + 10 + 66.333 ("42 items") = 145.667 wide at (393 − 145.667) / 2 = 123.667
// expect sBody: y=454.687 the same HStack puts its body 16.187 below its title too: 438.5 + 16.187 (438.5 = 397.833 + 40.667)
VStack(spacing: 0) {
  Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
    GridRow(alignment: .firstTextBaseline) {
      Text("Total").font(.largeTitle).id("title")
      Text("42 items").id("body")
    }
  }
  .id("grid")
  HStack(alignment: .firstTextBaseline, spacing: 10) {
    Text("Total").font(.largeTitle)
    Text("42 items").id("sBody")
  }
}
