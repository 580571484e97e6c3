// fixture: custom LabelStyle and ToggleStyle structs lay out the Labels and Toggles below them: configuration.icon / configuration.title are the Label's parts, configuration.label the Toggle's label
// window: 300x300
// source: Apple docs LabelStyle.makeBody(configuration:) (configuration.icon, configuration.title) and ToggleStyle.makeBody (configuration.label); Views/Label.yaml and Toggle.yaml styleModifier; Stacked: VStack(spacing: 4) { icon; title } = max(20, 30) × (20 + 4 + 20) = 30×44; Boxed pads the label by 5: 40 + 10 = 50, 20 + 10 = 30; the outer VStack(spacing: 0) is 50 × 74, centred: (300 − 50) / 2 = 125, (300 − 74) / 2 = 113
// expect label: x=135 y=113 width=30 height=44 centred in 50: 125 + 10
// expect icon: x=140 y=113 width=20 height=20 the icon first, centred: 135 + 5
// expect title: x=135 y=137 width=30 height=20 113 + 20 + 4
// expect toggle: x=125 y=157 width=50 height=30 Boxed's padding, not a switch row: 113 + 44
struct Stacked: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 4) {
      configuration.icon
      configuration.title
    }
  }
}

struct Boxed: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(5)
  }
}

struct ContentView: View {
  @State private var on = false
  var body: some View {
    VStack(spacing: 0) {
      Label {
        Color.red.frame(width: 30, height: 20).id("title")
      } icon: {
        Color.blue.frame(width: 20, height: 20).id("icon")
      }
      .id("label")
      Toggle(isOn: $on) {
        Color.green.frame(width: 40, height: 20)
      }
      .id("toggle")
    }
    .labelStyle(Stacked())
    .toggleStyle(Boxed())
  }
}
