// fixture: a fullScreenCover covers the screen and keeps the screen's safe area
// device: iphone-15
// present: 1
// source: Containers/fullScreenCover.yaml (layout-semantics 4.6: the root is proposed the safe area); insets 59/0/34/0 (device-metrics §2)
// expect $presentation: x=0 y=0 width=393 height=852
// expect inside: y=59 width=393 height=759   852 - 59 - 34 = 759
Color.red
    .fullScreenCover(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
    }
