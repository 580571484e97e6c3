// fixture: in a NavigationSplitView column the bottom toolbar is subtracted from what containerRelativeFrame measures
// device: ipad-pro-11
// source: Containers/NavigationSplitView.yaml (FBM-CRF: a column subtracts its bars; the bottom toolbar by analogy, inferred); nav bar 50, toolbar 50 (QMUI); insets 32 / 25
// expect measured: height=1053   1210 - 32 - 25 - 50 - 50 = 1053
NavigationSplitView {
    Color.gray
} detail: {
    Color.red
        .containerRelativeFrame(.vertical)
        .id("measured")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Add") {}
            }
        }
}
