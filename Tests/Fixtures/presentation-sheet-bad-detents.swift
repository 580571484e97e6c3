// fixture: bad detents are clamped with a warning at their position: .fraction(1.5) to 1, .height(-10) to 0
// device: iphone-15
// present: 1
// source: the documented clamps (docs/how-it-works.md, Presentations); large = 852 - 59 - 10 = 783; UIKit opens a sheet at its smallest detent (selectedDetentIdentifier nil)
// expect $presentation: y=844 height=0   the sheet opens at the smallest detent: min(1 x 783, 0) = 0, floating 8 above the bottom (iOS 26): 852 - 8 - 0 = 844
// expect-diagnostic: warning: .fraction(1.5) is outside 0…1; it is clamped to 1
// expect-diagnostic: warning: .height(-10) is not a height; it is clamped to 0
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .id("inside")
            .presentationDetents([.fraction(1.5), .height(-10)])
    }
