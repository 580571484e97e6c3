VStack(spacing: 12) {
    Rectangle().frame(height: 120).id("banner")
    Text("Hi").id("greeting")
    // A shadow-like view 30 pt below a 40-pt strip: drawn, not hidden, because clipping is off.
    ScrollView(.horizontal) {
        HStack {
            Rectangle().frame(width: 80, height: 40).offset(y: 30)
        }
    }
    .frame(height: 40)
    .scrollClipDisabled()
}
.padding()
