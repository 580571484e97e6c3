// fixture: .environment(\.dynamicTypeSize, …) overrides the profile's value for the views below it
// window: 300x300
// source: the default Dynamic Type size is .large, below .accessibility1; the override makes the second Row take the large branch
// expect first: x=0 y=0 width=300 height=20        (size .large < .accessibility1: the 20 pt row)
// expect second: x=0 y=20 width=300 height=60      (.accessibility3 >= .accessibility1: the 60 pt row, below the first at 20)
struct Row: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View {
    if size >= .accessibility1 {
      Color.blue.frame(height: 60)
    } else {
      Color.blue.frame(height: 20)
    }
  }
}

struct ContentView: View {
  var body: some View {
    VStack(spacing: 0) {
      Row().id("first")
      Row().environment(\.dynamicTypeSize, .accessibility3).id("second")
      Spacer()
    }
  }
}
