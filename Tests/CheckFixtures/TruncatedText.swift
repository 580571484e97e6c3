VStack {
    Text("A headline far too long for the narrow frame it sits in")
        .lineLimit(1)
        .frame(width: 120)
        .id("headline")
}
