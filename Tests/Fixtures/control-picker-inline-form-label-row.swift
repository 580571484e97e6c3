// fixture: an .inline Picker sharing a Form's Section with a Toggle (iOS 26): its label is a row above the options (no header of its own), each option a row
// device: iphone-15-pro
// os: ios26
// source: Views/Picker.yaml inline variant, listRows: [content]; the label becomes a row when the Picker is not alone in its Section [estimate]; Devices/platform-ios.yaml list.insetGrouped.* for iOS 26: margin 20, row insets 16 side and 15.5 vertical, minimum row 52 (OUK, control-metrics §3.11), empty header band 17.5 (SNT, iOS 26.1: 35 between sections [measured], split evenly [estimate]); toggle.switch 61×28 (Views/Toggle.yaml, platform os ios26)
// source: a 20-tall leaf's row is max(52, 20 + 2 × 15.5 = 51) = 52, the leaf centred (52 − 31 − 20) / 2 = 0.5 below the inset; the Toggle's row is max(52, 28 + 31) = 59
// expect wifi: x=36 y=92 height=28   (59 + empty header 17.5 + 15.5)
// expect label: x=36 y=151.5 width=40 height=20   (row 2: 59 + 17.5 + 59 + 15.5 + 0.5)
// expect first: x=36 y=203.5 width=50 height=20   (row 3: 151.5 + 52)
// expect second: x=36 y=255.5 width=60 height=20   (row 4: 203.5 + 52)
// expect picker: x=36 y=151.5 width=60 height=124   (union of the label and option rows: 255.5 + 20 − 151.5; as wide as the widest, 60)
Form {
  Section {
    Toggle("Wi-Fi", isOn: $wifi)
      .id("wifi")
    Picker(selection: $flavor) {
      Color.red.frame(width: 50, height: 20).tag(0).id("first")
      Color.blue.frame(width: 60, height: 20).tag(1).id("second")
    } label: {
      Color.green.frame(width: 40, height: 20).id("label")
    }
    .id("picker")
    .pickerStyle(.inline)
  }
}
