// fixture: on iOS 17 the same .medium sheet spans the width and sits on the bottom edge
// device: iphone-15
// os: ios17
// present: 1
// source: Devices/platform-ios.yaml sheet.floatingInset 0 before iOS 26 (sheets attached to the screen's edges); .medium = 852 / 2
// expect $presentation: x=0 y=426 width=393 height=426
// expect inside: width=393 height=392   426 - 34 (home indicator)
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
            .presentationDetents([.medium])
    }
