// fixture: a fullScreenCover on an iPhone in landscape keeps the side insets and the home indicator
// device: iphone-15 landscape
// present: 1
// source: Containers/fullScreenCover.yaml; iOS 26 landscape insets 0/59/20/59 (FDP-291)
// expect $presentation: x=0 y=0 width=852 height=393
// expect inside: x=59 y=0 width=734 height=373   852 - 2 x 59 = 734; 393 - 20 = 373
Color.red
    .fullScreenCover(isPresented: .constant(true)) {
        Color.blue
            .containerRelativeFrame([.horizontal, .vertical])
            .id("inside")
    }
