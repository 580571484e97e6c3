// fixture: navigationBarTitle("…") without a display mode shows the large-title bar, as navigationTitle does (the automatic mode at the root of a stack)
// device: iphone-15-pro
// source: Apple's documentation of navigationBarTitle(_:) (deprecated in iOS 14 for navigationTitle); large-title bar 96 (HN-12, as navigation-stack-large-title): 59 + 96 = 155, 759 - 96 = 663
// expect content: y=155 height=663
NavigationStack {
  Color.red
    .id("content")
    .navigationBarTitle(Text("Inbox"))
}
