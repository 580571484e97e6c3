// fixture: .presentationSizing(.fitted) on iPad: the sheet is its content's ideal size, centred
// device: ipad-pro-11
// present: 1
// source: Apple presentationSizing (iOS 18+: .fitted "sized to fit its content")
// expect $presentation: x=267 y=505 width=300 height=200   ((834 - 300) / 2, (1210 - 200) / 2)
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
            .presentationSizing(.fitted)
    }
