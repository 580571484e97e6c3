struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View {
        if sizeClass == .compact {
            VStack(spacing: 0) {
                Color.red.frame(height: 200)
                Color.blue
            }
            .id("oneColumn")
        } else {
            HStack(spacing: 0) {
                Color.red.frame(width: 300)
                Color.blue
            }
            .id("twoColumns")
        }
    }
}
