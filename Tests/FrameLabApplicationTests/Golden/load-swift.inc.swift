#if os(iOS)
struct Banner: View {
  var body: some View { Color.orange.frame(height: 44).id("banner") }
}
#else
struct Banner: View {
  var body: some View { Color.orange.frame(height: 28).id("banner") }
}
#endif

struct Gallery: View {
  var body: some View {
    VStack(spacing: 0) {
      Banner()
      Color.blue.containerRelativeFrame(.horizontal) { width, _ in width / 2 }.frame(height: 100).id("half")
    }
  }
}

#Preview("Phone") {
  Gallery()
}

#Preview("Landscape", traits: .landscapeLeft) {
  Gallery()
}
