// fixture: on iPad an inspector is a trailing column, full height, inspector.width wide
// device: ipad-pro-11
// present: 1
// source: Apple inspector(isPresented:content:) docs (trailing column); inspector.width 320 is an estimate; insets 32 / 25 (FDP-291)
// expect $presentation: x=514 y=0 width=320 height=1210   834 - 320 = 514
// expect inside: y=32 width=320 height=1153   1210 - 32 - 25
Color.red
    .inspector(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
    }
