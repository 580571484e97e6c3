// fixture: a View struct with a stored property used by name
// device: iphone-15-pro
// source: APPLE-CRF count/span formula in a custom view: (393 - 10*2)/3 = 124.333
// expect card: width=124.333 height=50
struct Card: View {
  let height: CGFloat
  var body: some View {
    Rectangle()
      .frame(height: height)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
      .id("card")
  }
}

struct ContentView: View {
  var body: some View {
    Card(height: 50)
  }
}
