VStack {
    Rectangle()
        .frame(minWidth: 200, maxWidth: 100)
        .id("bar")
}
