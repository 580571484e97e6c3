// fixture: in landscape (compact height) .medium is inactive, so the sheet is .large; its safe area keeps the side insets
// device: iphone-15 landscape
// present: 1
// source: Apple PresentationDetent.medium: "inactive in compact height"; iOS 26 landscape insets 0/59/20/59 (FDP-291); sheet.topGap 10 estimate
// expect $presentation: y=10 width=852 height=383   large = 393 - 0 - 10 = 383
// expect inside: x=59 y=0 width=734 height=363   852 - 59 - 59 = 734; 383 - 20 (bottom inset) = 363
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
            .presentationDetents([.medium])
    }
