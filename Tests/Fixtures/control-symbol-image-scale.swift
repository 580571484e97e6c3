// fixture: Image(systemName:) is sized by its name's table entry × the font's point size × the imageScale factor, on the pixel grid
// window: 300x300
// source: Views/Symbols/sf-symbols.yaml: star 1.2802 × 1.1847 em (the box of star.fill measured on remlostime/Resignal-iOS and Iron-Ham/IronUI snapshots, source star-layout; shape family 'star', estimate); scales small 0.84 (the measured small/medium box ratio, docs/sf-symbols.md §2b), large 1.277 (OSU circle.fill ratio, control-metrics §2; estimate); body 17 pt, title 28 pt (HIG-TYPO); the window is the default iPhone's, 3 px per pt
// expect medium: width=21.667 height=20   (1.2802 × 17 × 3 = 65.3 → 65 px; 1.1847 × 17 × 3 = 60.4 → 60 px)
// expect small: width=18.333 height=17   (1.2802 × 17 × 0.84 × 3 = 54.8 → 55 px; 1.1847 × 17 × 0.84 × 3 = 50.8 → 51 px)
// expect large: width=27.667 height=25.667   (1.2802 × 17 × 1.277 × 3 = 83.4 → 83 px; 1.1847 × 17 × 1.277 × 3 = 77.2 → 77 px)
// expect title: width=36 height=33.333   (1.2802 × 28 × 3 = 107.5 → 108 px; 1.1847 × 28 × 3 = 99.5 → 100 px)
VStack {
  Image(systemName: "star").id("medium")
  Image(systemName: "star").imageScale(.small).id("small")
  Image(systemName: "star").imageScale(.large).id("large")
  Image(systemName: "star").font(.title).id("title")
}
