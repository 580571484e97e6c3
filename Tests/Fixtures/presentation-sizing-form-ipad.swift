// fixture: .presentationSizing(.form) on iPad is the centred form-sheet card
// device: ipad-pro-11
// present: 1
// source: Apple presentationSizing (.form); sheet.regular.width/height 540 x 620 are estimates (UIKit's classic form sheet, HN-13)
// expect $presentation: x=147 y=295 width=540 height=620   ((834 - 540) / 2, (1210 - 620) / 2)
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .presentationSizing(.form)
    }
