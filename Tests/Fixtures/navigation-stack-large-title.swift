// fixture: a navigation title with the automatic display mode shows the large bar
// device: iphone-15-pro
// source: HN-12: large-title bar 96; 759 - 96 = 663 at y 59 + 96
// expect content: y=155 height=663
NavigationStack {
  Color.red
    .id("content")
    .navigationTitle("Inbox")
}
