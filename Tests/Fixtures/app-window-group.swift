// fixture: an App's WindowGroup is the window
// device: iphone-15-pro
// source: layout-semantics 4.6: the window's usable size is the safe area 393x759
// expect crf: width=196.5 height=759
@main
struct DemoApp: App {
  var body: some Scene {
    WindowGroup {
      Color.red
        .containerRelativeFrame([.horizontal, .vertical]) { l, axis in axis == .horizontal ? l / 2 : l }
        .id("crf")
    }
  }
}
