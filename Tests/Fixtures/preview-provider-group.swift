// fixture: a PreviewProvider's Group is one preview per view; the first is laid out, using a View declared inside the provider
// device: iphone-15-pro
// source: issue 11 (PreviewProvider, Group of several previews); iPhone 15 Pro 393×852 with a 59/34 safe area (device-metrics.md): a 50×50 frame centred in 393×759: x = (393 − 50) / 2 = 171.5, y = 59 + (759 − 50) / 2 = 413.5
// expect badge: x=171.5 y=413.5 width=50 height=50
struct Badge: View {
  let size: CGFloat
  var body: some View {
    Circle().frame(width: size, height: size).id("badge")
  }
}

struct Badge_Previews: PreviewProvider {
  struct Large: View {
    var body: some View { Badge(size: 50) }
  }

  static var previews: some View {
    Group {
      Large()
        .previewDisplayName("Large")
      Badge(size: 10)
        .previewDisplayName("Small")
        .previewLayout(.sizeThatFits)
    }
  }
}
