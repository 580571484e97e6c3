// fixture: .status items go into the bottom toolbar on iOS, so they add it too; other placements do not
// device: iphone-15
// source: Apple ToolbarItemPlacement.status ("in the bottom toolbar" on iOS); NavigationStack.yaml toolbarItems [bottomBar, status]
// expect content: y=103 height=671   as toolbar-bottom-bar-iphone
NavigationStack {
    Color.red
        .id("content")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Edit") {}
            }
            ToolbarItem(placement: .status) {
                Text("Updated just now")
            }
        }
}
