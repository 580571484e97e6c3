// fixture: an .inline Picker alone in a Form's Section on iPhone (iOS 26): each option is a row of the section, the Picker's label the section's header; the Picker gets the union of them
// device: iphone-15-pro
// os: ios26
// source: Views/Picker.yaml inline variant, listRows: [content] (Apple InlinePickerStyle: "each option is displayed inline with other views in the current container"; the label as header is an estimate); Devices/platform-ios.yaml list.insetGrouped.* for iOS 26: margin 20 (393 ≥ 390 wide), row insets 16 side and 15.5 vertical, minimum row 52 (OUK, control-metrics §3.11), header 17 pt with 10 above and 10 below (SNT: sentry-cocoa SentryUIRedactBuilderTests+SwiftUI.swift, iPhone 17 Pro iOS 26.1, safe-area top 62 [measured])
// source: one body or 17-pt header line at 3×: ceil(17 × 2444/2048 × 3) / 3 = 20.333; each row is max(52, 20.333 + 2 × 15.5 = 51.333) = 52, the text centred (52 − 31 − 20.333) / 2 = 0.333 below the 15.5 inset
// expect label: x=36 y=69 height=20.333   (header: x 20 + 16; y the Form's top 59 (status bar) + header padding 10)
// expect vanilla: x=36 y=115.167 height=20.333   (row 1: 69 + 20.333 + 10 = 99.333, + 15.5 + 0.333)
// expect chocolate: x=36 y=167.167 height=20.333   (row 2: 99.333 + 52 + 15.833)
// expect strawberry: x=36 y=219.167 height=20.333   (row 3: 99.333 + 2 × 52 + 15.833)
// expect picker: x=36 y=69 height=170.5   (union of the header and the rows' texts: 219.167 + 20.333 − 69)
// expect style: x=36 y=69 height=170.5   (the pickerStyle modifier has the Picker's frame)
Form {
  Section {
    Picker(selection: $flavor) {
      Text("Vanilla").tag(0).id("vanilla")
      Text("Chocolate").tag(1).id("chocolate")
      Text("Strawberry").tag(2).id("strawberry")
    } label: {
      Text("Flavor").id("label")
    }
    .id("picker")
    .pickerStyle(.inline)
    .id("style")
  }
}
