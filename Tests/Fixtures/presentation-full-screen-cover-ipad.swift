// fixture: a fullScreenCover on iPad (iPadOS 26 insets 32/0/25/0)
// device: ipad-pro-11
// present: 1
// source: Containers/fullScreenCover.yaml; FDP-291 iPad insets 32 / 25 (device-metrics-2026 §3)
// expect $presentation: width=834 height=1210
// expect inside: y=32 width=834 height=1153   1210 - 32 - 25 = 1153
Color.red
    .fullScreenCover(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
    }
