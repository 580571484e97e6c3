// fixture: toolbar(.hidden, for: .bottomBar) removes the bottom toolbar the items would add
// device: iphone-15
// source: layout-semantics 5 ("Hidden bar: no bar inset"); the bar rule names bar: bottomBar
// expect content: y=103 height=715   852 - 103 - 34 = 715
NavigationStack {
    Color.red
        .id("content")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Add") {}
            }
        }
        .toolbar(.hidden, for: .bottomBar)
}
