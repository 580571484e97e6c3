// fixture: .buttonStyle(Pill()) lays out every Button below it with Pill.makeBody (configuration.label is each button's label); a style set closer to a Button (.bordered) wins
// window: 300x300
// source: Apple docs ButtonStyle/makeBody(configuration:) and buttonStyle(_:) ("sets the style for buttons within this view"); Pill pads its label by 10; bordered insets 7/12 (Views/Button.yaml estimate)
// expect stack: x=108 y=113 width=84 height=74 widest 84; 40 + 34; centred: (300 − 84) / 2, (300 − 74) / 2
// expect b1: x=115 y=113 width=70 height=40 50 + 2 × 10, 20 + 2 × 10; centred in 84: 108 + 7
// expect l1: x=125 y=123 width=50 height=20 inside Pill's padding
// expect b2: x=108 y=153 width=84 height=34 bordered: 60 + 2 × 12, 20 + 2 × 7
struct Pill: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(10)
  }
}

struct ContentView: View {
  var body: some View {
    VStack(spacing: 0) {
      Button(action: {}) {
        Color.red.frame(width: 50, height: 20).id("l1")
      }
      .id("b1")
      Button(action: {}) {
        Color.red.frame(width: 60, height: 20)
      }
      .buttonStyle(.bordered)
      .id("b2")
    }
    .buttonStyle(Pill())
    .id("stack")
  }
}
