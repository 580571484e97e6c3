// fixture: the bottom toolbar on iPad is 50 tall
// device: ipad-pro-11
// source: device-metrics §4/§5: iPad nav bar 50, toolbar 50 (QMUI); iPadOS 26 insets 32 / 25 (FDP-291)
// expect content: y=82 width=834 height=1053   32 + 50 = 82; 1210 - 82 - 25 - 50 = 1053
NavigationStack {
    Color.red
        .id("content")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Add") {}
            }
        }
}
