// fixture: on iPad a popover is its content's ideal size (centred: the anchor is not modelled)
// device: ipad-pro-11
// present: 1
// source: Containers/popover.yaml (UIKit adaptive presentations, HN-13); centring is an estimate
// expect $presentation: x=267 y=505 width=300 height=200   ((834 - 300) / 2, (1210 - 200) / 2)
// expect card: x=0 y=0 width=300 height=200
Text("Info")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
            .id("card")
    }
