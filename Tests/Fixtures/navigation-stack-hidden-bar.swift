// fixture: toolbar(.hidden) removes the navigation bar
// device: iphone-15-pro
// source: digest 5 'Hidden bar: no bar inset': 759 at y 59
// expect content: y=59 height=759
NavigationStack {
  Color.red
    .id("content")
    .toolbar(.hidden)
}
