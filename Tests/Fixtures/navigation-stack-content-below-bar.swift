// fixture: NavigationStack content sits below the inline bar
// device: iphone-15-pro
// source: digest 5 (FBM-CRF, inf): content proposed 393 x (759 - 44) at y 59 + 44 = 103 (naive; QMUI measures the bar bottom at 97.67)
// expect nav: x=0 y=59 width=393 height=759
// expect content: x=0 y=103 width=393 height=715
NavigationStack {
  Color.red
    .id("content")
}
.id("nav")
