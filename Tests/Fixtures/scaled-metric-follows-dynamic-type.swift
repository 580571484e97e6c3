// fixture: @ScaledMetric scales a length by its text style's size at the current Dynamic Type category over its size at large
// device: iphone-15-pro
// dynamic-type: accessibility3
// source: control-metrics.md §1.1 (HIG iOS Dynamic Type sizes): body 17 pt at large, 40 at AX3; largeTitle 34 at large, 52 at AX3
// expect small: width=47.059 height=47.059 (20 x 40/17 = 47.059, relative to body, the default)
// expect big: width=30.588 height=30.588 (20 x 52/34 = 30.588, relativeTo: .largeTitle)
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
