// fixture: the iPad sheet card in landscape
// device: ipad-pro-11 landscape
// present: 1
// source: Containers/sheet.yaml; 540x620 estimate as in presentation-sheet-ipad
// expect $presentation: x=335 y=107 width=540 height=620   ((1210 - 540) / 2, (834 - 620) / 2)
// expect inside: width=540 height=620
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
    }
