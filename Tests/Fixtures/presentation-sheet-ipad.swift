// fixture: on iPad (regular width) a sheet is a centred card; detents do not change it
// device: ipad-pro-11
// present: 1
// source: Containers/sheet.yaml; sheet.regular.width/height 540x620 are estimates (UIKit's classic form sheet, HN-13)
// expect $presentation: x=147 y=295 width=540 height=620   ((834 - 540) / 2, (1210 - 620) / 2)
// expect inside: x=0 y=0 width=540 height=620   the card overlaps no safe-area inset
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
            .presentationDetents([.medium])
    }
