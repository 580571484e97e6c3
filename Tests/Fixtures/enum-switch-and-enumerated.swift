// fixture: a switch over an enum property, a ternary in a modifier and ForEach(Array(items.enumerated()), id: \.offset) over a static array
// window: 300x300
// source: Mode.list (the property's default) takes the list case; rows are 30 pt for even offsets and 10 pt for odd ones
// expect row0: x=0 y=0 width=300 height=30         (offset 0 is even: 30)
// expect row1: x=0 y=30 width=300 height=10        (offset 1 is odd: 10, below at 30)
// expect row2: x=0 y=40 width=300 height=30        (offset 2 is even: 30, at 30 + 10 = 40)
enum Mode { case grid, list }

struct Fruit {
  let name: String
  static let all = [Fruit(name: "apple"), Fruit(name: "pear"), Fruit(name: "fig")]
}

struct ContentView: View {
  var mode: Mode = .list
  var body: some View {
    switch mode {
    case .grid:
      Color.red
    case .list:
      VStack(spacing: 0) {
        ForEach(Array(Fruit.all.enumerated()), id: \.offset) { index, fruit in
          Color.blue.frame(height: index % 2 == 0 ? 30 : 10).id("row\(index)")
        }
        Spacer()
      }
    }
  }
}
