// fixture: a bottom-bar toolbar item adds the toolbar below the content, above the home indicator
// device: iphone-15
// source: Containers/NavigationStack.yaml (contentSafeArea toolbar when toolbarItems bottomBar); toolbar 44 (QMUI ToolBarHeight, device-metrics §5: 44 + 34 = 78)
// expect content: y=103 width=393 height=671   top 59 + 44 (inline bar) = 103; 852 - 103 - 34 - 44 = 671
NavigationStack {
    Color.red
        .id("content")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Add") {}
            }
        }
}
