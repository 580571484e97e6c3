// fixture: the bottom toolbar on a landscape iPad
// device: ipad-pro-11 landscape
// source: device-metrics §4/§5: iPad nav bar 50, toolbar 50 (QMUI); iPadOS 26 insets 32 / 25 in landscape too (FDP-291)
// expect content: y=82 width=1210 height=677   834 - 82 - 25 - 50 = 677
NavigationStack {
    Color.red
        .id("content")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Add") {}
            }
        }
}
