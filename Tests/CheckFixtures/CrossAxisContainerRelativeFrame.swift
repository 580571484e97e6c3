ScrollView {
    HStack(spacing: 10) {
        Rectangle()
            .aspectRatio(3 / 2, contentMode: .fit)
            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
            .id("tile")
    }
}
