// fixture: a sheet with no detents is .large: it rises from the bottom and stops a gap below the top safe area; containerRelativeFrame inside measures the sheet
// device: iphone-15
// present: 1
// source: Containers/sheet.yaml (Apple PresentationDetent.large "a sheet at full height"); sheet.topGap 10 is an estimate (Devices/platform-ios.yaml)
// expect $presentation: x=0 y=69 width=393 height=783   large = 852 - 59 (top safe area) - 10 (sheet.topGap) = 783, at y 852 - 783 = 69
// expect inside: x=0 y=0 width=393 height=749   the sheet overlaps only the 34-pt home indicator: 783 - 34 = 749
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
    }
