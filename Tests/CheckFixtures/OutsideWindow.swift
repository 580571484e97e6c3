ZStack {
    Rectangle()
        .frame(width: 100, height: 100)
        .offset(x: 400, y: 0)
        .id("badge")
}
