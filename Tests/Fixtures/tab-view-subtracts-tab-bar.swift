// fixture: a tab of a TabView subtracts the tab bar
// os: ios17 (the numbers were measured on iOS 17)
// device: iphone-15-pro
// source: FBM-CRF 'minus the safe area above and the TabBar below': 852 - 59 - 34 - 49 = 710 (tab bar 49: QMUI, HN-12)
// expect crf: y=59 height=710
TabView {
  Color.red
    .containerRelativeFrame(.vertical)
    .id("crf")
  Color.blue
}
