// fixture: .presentationSizing(.page) on iPad: a tall sheet sheet.page.width wide from the top gap to the bottom
// device: ipad-pro-11
// present: 1
// source: Apple presentationSizing (iOS 18+: .page "a page-sized sheet"); sheet.page.width 704 and sheet.topGap 10 are estimates (Devices/platform-ipados.yaml)
// expect $presentation: x=65 y=42 width=704 height=1168   (834 - 704) / 2 = 65; 1210 - 32 - 10 = 1168, at y 1210 - 1168 = 42
// expect inside: width=704 height=1143   1168 - 25 (home indicator)
Color.red
    .sheet(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
            .presentationSizing(.page)
    }
