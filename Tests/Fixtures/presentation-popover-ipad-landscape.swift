// fixture: an iPad popover in landscape: the content's ideal size, centred
// device: ipad-pro-11 landscape
// present: 1
// source: Containers/popover.yaml; centring is an estimate (the anchor is not modelled)
// expect $presentation: x=455 y=317 width=300 height=200   ((1210 - 300) / 2, (834 - 200) / 2)
// expect card: x=0 y=0 width=300 height=200
Text("Info")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
            .id("card")
    }
