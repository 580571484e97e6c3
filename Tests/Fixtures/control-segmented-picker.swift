// fixture: a segmented picker in a VStack takes the proposed width at 32 points tall
// window: 300x300
// source: Views/Picker.yaml variant pickerStyle segmented: flexible, minHeight = maxHeight = 32 (FLT 28 + 2×2, ACN); fills the proposed width (OUK); the label is not laid out
// expect picker: x=0 y=134 width=300 height=32   (VStack proposes 300 wide; y (300 − 32)/2 = 134)
VStack {
  Picker("Flavor", selection: $flavor) {
    Text("Vanilla")
    Text("Chocolate")
  }
  .pickerStyle(.segmented)
  .id("picker")
}
