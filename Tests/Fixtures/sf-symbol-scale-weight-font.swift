// fixture: a symbol's size is its table entry × the font's point size × the imageScale factor × the weight factor, on the pixel grid (3×); .font(.system(size:)) sets the point size
// device: iphone-15-pro
// os: ios26
// source: star.fill 1.0981 × 1.0588 em (sentry-star, measured); large 1.277 (control-metrics.md §2: 127.2 / 99.61, estimate): 1.0981 × 17 × 1.277 × 3 = 71.52 px → 72 → 24; 1.0588 × 17 × 1.277 × 3 = 68.96 → 69 → 23
// source: small 0.7917 at footnote 13: 1.0981 × 13 × 0.7917 × 3 = 33.9 → 34 px → 11.333 (IronUI's star.fill ink at footnote small: 11.333 wide); 1.0588 × 13 × 0.7917 × 3 = 32.69 → 33 → 11
// source: tray at .system(size: 56): height 0.9702 em measured (vjr2005/Challenge DSEmptyStateSnapshotTests withActionButton: 54.333): 0.9702 × 56 × 3 = 163.0 px → 54.333
// source: circle.fill in headline (17 pt semibold): semibold 1.0341 (control-metrics.md §2, estimate): 1.1667 × 17 × 1.0341 × 3 = 61.53 px → 62 → 20.667; 1.125 × 17 × 1.0341 × 3 = 59.33 → 59 → 19.667
// source: .fontWeight(.bold) on circle.fill at body: bold 1.0455 (control-metrics.md §2, estimate): 1.1667 × 17 × 1.0455 × 3 = 62.2 px → 62 → 20.667; 1.125 × 17 × 1.0455 × 3 = 59.99 → 60 → 20
// source: .symbolVariant(.fill) on heart looks up heart.fill (1.2459 × 1.0416 em, ink-derived): 1.2459 × 17 × 3 = 63.5 → 64 px → 21.333; 1.0416 × 17 × 3 = 53.1 → 53 → 17.667 (heart itself, 1.2364 em, would be 63 px = 21); .symbolRenderingMode changes nothing
// expect large: width=24 height=23
// expect small: width=11.333 height=11
// expect tray: height=54.333
// expect semibold: width=20.667 height=19.667
// expect bold: width=20.667 height=20
// expect filled: width=21.333 height=17.667
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
