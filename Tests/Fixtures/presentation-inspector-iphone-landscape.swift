// fixture: an inspector on a landscape iPhone is a sheet; .medium is inactive in compact height, so it is .large
// device: iphone-15 landscape
// present: 1
// source: Apple inspector docs (a sheet in compact width) and PresentationDetent.medium ("inactive in compact height"); sheet.topGap 10 estimate
// expect $presentation: y=10 width=852 height=383   393 - 0 - 10
// expect inside: x=59 width=734 height=363   383 - 20
Color.red
    .inspector(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
            .presentationDetents([.medium])
    }
