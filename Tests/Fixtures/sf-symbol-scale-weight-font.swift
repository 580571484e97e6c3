// fixture: a symbol's size is its table entry × the font's point size × the imageScale factor × the weight factor, on the pixel grid (3×); .font(.system(size:)) sets the point size
// device: iphone-15-pro
// os: ios26
// source: star.fill 1.2802 × 1.1847 em (star-layout, measured); large 1.277 (control-metrics.md §2: 127.2 / 99.61, estimate): 1.2802 × 17 × 1.277 × 3 = 83.38 px → 83 → 27.667; 1.1847 × 17 × 1.277 × 3 = 77.16 → 77 → 25.667
// source: small 0.84 (the measured small/medium box ratio, docs/sf-symbols.md §2b) at footnote 13: 1.2802 × 13 × 0.84 × 3 = 41.94 → 42 px → 14 (IronUI's star.fill ink at footnote small is 11.333 wide, its box 14); 1.1847 × 13 × 0.84 × 3 = 38.81 → 39 → 13
// source: tray at .system(size: 56): height 0.9702 em measured (vjr2005/Challenge DSEmptyStateSnapshotTests withActionButton: 54.333): 0.9702 × 56 × 3 = 163.0 px → 54.333
// source: circle.fill in headline (17 pt semibold): semibold 1.0341 (control-metrics.md §2, estimate): 1.1667 × 17 × 1.0341 × 3 = 61.53 px → 62 → 20.667; 1.125 × 17 × 1.0341 × 3 = 59.33 → 59 → 19.667
// source: .fontWeight(.bold) on circle.fill at body: bold 1.0455 (control-metrics.md §2, estimate): 1.1667 × 17 × 1.0455 × 3 = 62.2 px → 62 → 20.667; 1.125 × 17 × 1.0455 × 3 = 59.99 → 60 → 20
// source: .symbolVariant(.fill) on heart looks up heart.fill (1.2313 × 1.0416 em, ink-derived): 1.2313 × 17 × 3 = 62.8 → 63 px → 21; 1.0416 × 17 × 3 = 53.1 → 53 → 17.667 (heart itself is 1.2218 × 1.0357 em: 62.3 → 62 px = 20.667 wide, 52.8 → 53 px tall); .symbolRenderingMode changes nothing
// expect large: width=27.667 height=25.667
// expect small: width=14 height=13
// expect tray: height=54.333
// expect semibold: width=20.667 height=19.667
// expect bold: width=20.667 height=20
// expect filled: width=21 height=17.667
VStack(spacing: 0) {
    Image(systemName: "star.fill")
        .imageScale(.large)
        .id("large")
    Image(systemName: "star.fill")
        .font(.footnote)
        .imageScale(.small)
        .id("small")
    Image(systemName: "tray")
        .font(.system(size: 56))
        .id("tray")
    Image(systemName: "circle.fill")
        .font(.headline)
        .id("semibold")
    Image(systemName: "circle.fill")
        .fontWeight(.bold)
        .id("bold")
    Image(systemName: "heart")
        .symbolVariant(.fill)
        .symbolRenderingMode(.hierarchical)
        .id("filled")
}
