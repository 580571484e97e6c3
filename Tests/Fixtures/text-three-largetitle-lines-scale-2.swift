// fixture: three largeTitle lines at scale 2 are 123 pt: 40.57 + 2 × 41 rounded up to the half-point grid (issue 25 item 2)
// device: iphone-17
// os: ios26
// scale: 2
// source: gabriel/swiftui-snapshot-testing (Tests/Fidelity/gabriel-swiftui-snapshot-testing/gb-text-render-largetitle-three-lines.swift and SOURCE.md): a three-line largeTitle Text rendered at scale 2 is 123 pt tall
// source: HIG leading for largeTitle at Large 41 (control-metrics.md §1.1): ceil((34 × 2444/2048 + 2 × 41) × 2) / 2 = ceil(245.15) / 2 = 123 (3 × 40.5 = 121.5 before)
// expect title: height=123
Text("one\ntwo\nthree")
    .font(.largeTitle)
    .id("title")
