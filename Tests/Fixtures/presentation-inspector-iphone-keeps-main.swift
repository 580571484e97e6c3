// fixture: on iPhone the inspector is a sheet over the main content, which keeps the whole width
// device: iphone-15
// present: 1 main
// source: Apple inspector(isPresented:content:) docs ("In compact horizontal size classes the inspector is presented as a sheet")
// expect main: x=0 width=393   the window's width, not narrowed
Color.red
    .containerRelativeFrame(.horizontal)
    .id("main")
    .inspector(isPresented: .constant(true)) {
        Color.blue
    }
