// fixture: the smallest of .fraction and .height decides the sheet's laid-out height (the sheet opens there)
// device: iphone-15
// os: ios18   (attached sheets: sheet.floatingInset 0 before iOS 26)
// present: 1
// source: Apple PresentationDetent.fraction/.height; UIKit UISheetPresentationController.selectedDetentIdentifier: nil "means the sheet displays at the smallest detent you specify"; a fraction of the large height is an estimate (UIKit custom detents resolve against the large detent)
// expect $presentation: y=656.25 height=195.75   .fraction(0.25) = 0.25 x (852 - 59 - 10) = 195.75 < .height(300), so 195.75, at y 852 - 195.75
// expect inside: height=161.75   195.75 - 34 (home indicator) = 161.75
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame(.vertical)
            .id("inside")
            .presentationDetents([.fraction(0.25), .height(300)])
    }
