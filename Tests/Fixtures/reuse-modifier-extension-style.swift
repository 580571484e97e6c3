// fixture: a ViewModifier, an extension View method, a ButtonStyle's makeBody (applied to the Button inside, with configuration.label its label) and a generic @ViewBuilder container all build the tree
// window: 300x300
// source: paddings add on each side: 100 + 2 × 5 (Card) + 2 × 3 (bordered) + 2 × 4 (PillStyle) = 124
// expect box: x=88 y=88 width=124 height=124       (centred in the 300 window: (300 - 124) / 2 = 88)
struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(5)
  }
}

extension View {
  func bordered() -> some View {
    padding(3)
  }
}

struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(4)
  }
}

struct Frame<Content: View>: View {
  @ViewBuilder let content: Content
  var body: some View {
    content.modifier(Card()).bordered()
  }
}

struct ContentView: View {
  var body: some View {
    Button(action: {}) {
      Frame {
        Color.blue.frame(width: 100, height: 100)
      }
    }
    .buttonStyle(PillStyle())
    .id("box")
  }
}
