// fixture: toolbarBackground changes how a bar is drawn, not where the content goes
// device: iphone-15
// source: Apple toolbarBackground(_:for:) / toolbarBackgroundVisibility docs describe the bar's background only; same numbers as toolbar-bottom-bar-iphone
// expect content: y=103 height=671
NavigationStack {
    Color.red
        .id("content")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Add") {}
            }
        }
        .toolbarBackground(.visible, for: .bottomBar)
        .toolbarBackground(.hidden, for: .navigationBar)
}
