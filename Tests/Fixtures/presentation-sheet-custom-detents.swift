// fixture: the largest of .fraction and .height decides the sheet's laid-out height
// device: iphone-15
// os: ios18   (attached sheets: sheet.floatingInset 0 before iOS 26)
// present: 1
// source: Apple PresentationDetent.fraction/.height; a fraction of the large height is an estimate (UIKit custom detents resolve against the large detent)
// expect $presentation: y=552 height=300   .fraction(0.25) = 0.25 x 783 = 195.75 < .height(300), so 300, at y 852 - 300
// expect inside: height=266   300 - 34 (home indicator) = 266
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame(.vertical)
            .id("inside")
            .presentationDetents([.fraction(0.25), .height(300)])
    }
