// fixture: a .medium sheet is half the screen tall; its content sits above the home indicator
// device: iphone-15
// os: ios18   (attached sheets: sheet.floatingInset 0 before iOS 26)
// present: 1
// source: Apple PresentationDetent.medium: "approximately half the height of the screen"
// expect $presentation: y=426 height=426   852 / 2 = 426, at y 852 - 426
// expect inside: y=0 width=393 height=392   426 - 34 (home indicator the sheet overlaps) = 392
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame(.vertical)
            .id("inside")
            .presentationDetents([.medium])
    }
