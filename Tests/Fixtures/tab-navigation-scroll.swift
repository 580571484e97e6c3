// fixture: a ScrollView in a NavigationStack in a TabView measures what is between the bars
// os: ios17 (the numbers were measured on iOS 17)
// device: iphone-15-pro
// source: FBM-CRF rules for nested containers (digest 8.5, inf): the visible area runs from the nav bar's bottom (59 + 44 = 103) to the tab bar's top (852 - 34 - 49 = 769): 769 - 103 = 666
// expect crf: y=103 height=666
// expect nav: y=59 height=759
TabView {
  NavigationStack {
    ScrollView {
      Color.red
        .frame(height: 20)
        .containerRelativeFrame(.vertical)
        .id("crf")
    }
  }
  .id("nav")
}
