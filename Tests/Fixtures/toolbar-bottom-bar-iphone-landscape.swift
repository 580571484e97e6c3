// fixture: the bottom toolbar in landscape on a Dynamic Island iPhone (regular-screen bar heights)
// device: iphone-15 landscape
// source: device-metrics §4/§5: QMUI nav bar 44 and toolbar 44 on Dynamic Island phones in landscape; iOS 26 landscape insets 0/59/20/59 (FDP-291)
// expect content: x=59 y=44 width=734 height=285   393 - 44 - 20 - 44 = 285; 852 - 2 x 59 = 734
NavigationStack {
    Color.red
        .id("content")
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Add") {}
                Button("Remove") {}
            }
        }
}
