// fixture: iOS 13's navigationBarTitle(_:displayMode:) is read as navigationTitle plus navigationBarTitleDisplayMode, and navigationBarItems is inert (wave-7 sample A, files 19-21: both were "unknown modifiers" and the title was lost, so the bar showed no large title)
// device: iphone-15-pro
// source: Apple's documentation of navigationBarTitle(_:displayMode:) (deprecated in iOS 14 for navigationTitle and navigationBarTitleDisplayMode); bars as navigation-stack-inline-title (UYL-X, QMUI: inline bar 44) and navigation-stack-large-title (HN-12: large-title bar 96); the safe area's top is 59; inline: 59 + 44 = 103, 759 - 44 = 715; large: 59 + 96 = 155, 759 - 96 = 663
// expect inline: y=103 height=715
NavigationStack {
  Color.red
    .id("inline")
    .navigationBarTitle("Inbox", displayMode: .inline)
    .navigationBarItems(trailing: Button("Edit") {})
}
