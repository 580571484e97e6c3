// fixture: @ScaledMetric scales a length by its text style's leading at the current Dynamic Type category over its leading at large (as measured: docs/controls.md), rounded to the nearest pixel (UIFontMetrics answers on the pixel grid: docs/fidelity.md)
// device: iphone-15-pro
// dynamic-type: accessibility3
// source: control-metrics.md §1.1 (HIG iOS Dynamic Type leadings): body 22 at large, 48 at AX3; largeTitle 41 at large, 61 at AX3; the leading ratio is measured on .title (element-hq/compound-ios@81ba8bd8 ScaledFrameModifier preview: 24 → 48 at AX5 = 24 × 68/34; docs/controls.md)
// expect small: width=43.667 height=43.667 (20 x 48/22 = 43.636, relative to body, the default; x 3 = 130.9 → 131 px = 43.667)
// expect big: width=29.667 height=29.667 (20 x 61/41 = 29.756, relativeTo: .largeTitle; x 3 = 89.27 → 89 px = 29.667)
struct Badge: View {
    @ScaledMetric var size = 20.0
    @ScaledMetric(relativeTo: .largeTitle) var big = 20.0
    var body: some View {
        VStack {
            Rectangle().frame(width: size, height: size).id("small")
            Rectangle().frame(width: big, height: big).id("big")
        }
    }
}
