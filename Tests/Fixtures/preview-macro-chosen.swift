// fixture: a file with a View and two #Previews lays out the first preview, not the view's defaults
// device: iphone-15-pro
// source: issue 11 (the first #Preview is laid out); iPhone 15 Pro 393×852 with a 59/34 safe area (device-metrics.md): a 200×100 frame centred in 393×759: x = (393 − 200) / 2 = 96.5, y = 59 + (759 − 100) / 2 = 388.5
// expect card: x=96.5 y=388.5 width=200 height=100
struct Card: View {
  var width: CGFloat = 50
  var body: some View {
    Color.blue.frame(width: width, height: 100).id("card")
  }
}

#Preview("Wide") {
  Card(width: 200)
}

#Preview("Narrow") {
  Card(width: 20)
}
