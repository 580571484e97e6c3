// fixture: on iOS 26 a .medium sheet floats sheet.floatingInset in from the sides and bottom; containerRelativeFrame inside measures the floating card
// device: iphone-15
// os: ios26
// present: 1
// source: WWDC25 "Build a SwiftUI app with the new design" (partial-height sheets are inset); sheet.floatingInset 8 is an estimate (Devices/platform-ios.yaml); .medium = 852 / 2 (Apple PresentationDetent)
// expect $presentation: x=8 y=418 width=377 height=426   393 - 2 x 8 = 377; y = 852 - 8 - 426 = 418
// expect inside: x=0 y=0 width=377 height=400   the card overlaps 34 - 8 = 26 of the home indicator: 426 - 26 = 400
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
            .presentationDetents([.medium])
    }
