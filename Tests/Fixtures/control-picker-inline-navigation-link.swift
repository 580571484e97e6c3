// fixture: Picker .inline shows its label and every option one under the other; .navigationLink is a row like .menu (label leading, value and chevron trailing)
// window: 300x300
// source: Views/Picker.yaml: inline (Apple InlinePickerStyle: "each option is displayed inline"; FrameLab approximation: options 22 apart, 11 above and below, after Containers/List.yaml's row insets): 11 + 20 + 22 + 20 + 22 + 20 + 11 = 126, as wide as the widest part 60; navigationLink fills the width, one body line at 3× = ceil(17 × 2444/2048 × 3) / 3 = 20.333 tall (control-metrics §1.2)
// expect inline: x=120 y=72.833 width=60 height=126 centred in 300: (300 − 60) / 2; the VStack of 126 + 8 + 20.333 = 154.333 starts at (300 − 154.333) / 2 = 72.833
// expect label: x=130 y=83.833 width=40 height=20 first, centred: 120 + (60 − 40) / 2; 72.833 + 11
// expect option2: x=120 y=167.833 width=60 height=20 third: 83.833 + 2 × (20 + 22)
// expect nav: x=0 y=206.833 width=300 height=20.333 fills the 300 offered; 72.833 + 126 + 8
VStack {
  Picker(selection: $flavor) {
    Color.red.frame(width: 50, height: 20)
    Color.blue.frame(width: 60, height: 20).id("option2")
  } label: {
    Color.green.frame(width: 40, height: 20).id("label")
  }
  .pickerStyle(.inline)
  .id("inline")
  Picker("Flavor", selection: $flavor) {
    Text("Vanilla")
  }
  .pickerStyle(.navigationLink)
  .id("nav")
}
