VStack(spacing: 12) {
    Rectangle().frame(height: 120).id("banner")
    Text("Hi").id("greeting")
}
.padding()
