// fixture: navigationBarTitleDisplayMode(.inline) keeps the inline bar
// device: iphone-15-pro
// source: UYL-X, QMUI: inline bar 44; 759 - 44 = 715
// expect content: y=103 height=715
NavigationStack {
  Color.red
    .id("content")
    .navigationTitle("Inbox")
    .navigationBarTitleDisplayMode(.inline)
}
