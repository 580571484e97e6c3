TabView {
  NavigationStack {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 10.0) {
        Rectangle()
          .aspectRatio(3.0 / 2.0, contentMode: .fit)
          .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
          .id("item0")
        ForEach(1..<6) { _ in
          Rectangle()
            .aspectRatio(3.0 / 2.0, contentMode: .fit)
            .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
        }
      }
    }
    .safeAreaPadding(.horizontal, 20.0)
    .frame(height: 240)
  }
}
