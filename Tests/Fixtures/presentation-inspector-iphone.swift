// fixture: on iPhone an inspector is a sheet, and its detents apply
// device: iphone-15
// os: ios18   (attached sheets: sheet.floatingInset 0 before iOS 26)
// present: 1
// source: Apple inspector docs ("presented as a sheet" in compact width); .medium = 852 / 2
// expect $presentation: y=426 height=426
// expect inside: width=393 height=392   426 - 34
Color.red
    .inspector(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
            .presentationDetents([.medium])
    }
