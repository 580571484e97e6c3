// fixture: a segmented picker in a VStack takes the proposed width at 32 points tall
// window: 300x300
// source: Views/Picker.yaml variant pickerStyle segmented: flexible, minHeight = maxHeight = picker.segmented.height, 32 on iOS 26 (the default device's OS; Devices/platform-ios.yaml ios26: drawn 32, measured by thomaskioko/tv-maniac, docs/controls.md; iOS 18's frame is 31: Tests/Fidelity/martinomamic-RSSReader); fills the proposed width (OUK); the label is not laid out
// expect picker: x=0 y=134 width=300 height=32   (VStack proposes 300 wide; y (300 − 32)/2 = 134)
VStack {
  Picker("Flavor", selection: $flavor) {
    Text("Vanilla")
    Text("Chocolate")
  }
  .pickerStyle(.segmented)
  .id("picker")
}
