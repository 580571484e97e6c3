// fixture: inspectorColumnWidth sets the column's width (landscape iPad)
// device: ipad-pro-11 landscape
// present: 1
// source: Apple inspectorColumnWidth(_:) docs; iPadOS 26 insets 32 / 25 in both orientations (FDP-291)
// expect $presentation: x=930 width=280 height=834   1210 - 280 = 930
// expect inside: y=32 width=280 height=777   834 - 32 - 25 = 777
Color.red
    .inspector(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
            .inspectorColumnWidth(280)
    }
