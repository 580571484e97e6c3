// fixture: a Slider's minimum and maximum value labels sit at the two ends of the track; its label is not drawn on iOS
// device: iphone-15-pro
// source: Views/Slider.yaml (Apple docs: init(value:in:step:label:minimumValueLabel:maximumValueLabel:) "displays the provided labels"; Apple Developer Forums 729520: the label is not shown); slider.height 34 on iOS 26 (OUK, Devices/platform-ios.yaml); 393×852, safe area 59/0/34/0
// expect slider: x=0 y=418.5 width=393 height=40 fills the width; height max(20, 34, 40) = 40; 59 + (852 − 59 − 34 − 40) / 2
// expect min: x=0 y=428.5 width=20 height=20 leading, centred: 418.5 + (40 − 20) / 2
// expect max: x=363 y=418.5 width=30 height=40 trailing: 393 − 30
struct ContentView: View {
  @State private var speed = 50.0
  var body: some View {
    Slider(value: $speed, in: 0...100) {
      Text("Speed")
    } minimumValueLabel: {
      Color.red.frame(width: 20, height: 20).id("min")
    } maximumValueLabel: {
      Color.red.frame(width: 30, height: 40).id("max")
    }
    .id("slider")
  }
}
