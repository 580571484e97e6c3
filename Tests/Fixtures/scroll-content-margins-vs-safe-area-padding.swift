// fixture: safeAreaPadding and contentMargins agree inside a scroll view, and differ outside one
// window: 300x300
// source: digest §3.9 and APPLE-SAP: safeAreaPadding on a plain view is padding (300 − 40 = 260 at x 20); Apple's contentMargins applies to scrollable views, so on a Color it changes nothing (300 at x 0); inside a horizontal ScrollView both make containerRelativeFrame measure 300 − 40 = 260 at x 20 (APPLE-CRF example for safeAreaPadding; contentMargins inferred)
// expect padded: x=20 width=260
// expect margined: x=0 width=300
// expect bySafeArea: x=20 width=260
// expect byMargins: x=20 width=260
VStack(spacing: 0) {
  Color.red.frame(height: 20).id("padded")
    .safeAreaPadding(.horizontal, 20)
  Color.red.frame(height: 20).id("margined")
    .contentMargins(.horizontal, 20)
  ScrollView(.horizontal) {
    Color.blue.containerRelativeFrame(.horizontal).frame(height: 20).id("bySafeArea")
  }
  .safeAreaPadding(.horizontal, 20)
  ScrollView(.horizontal) {
    Color.blue.containerRelativeFrame(.horizontal).frame(height: 20).id("byMargins")
  }
  .contentMargins(.horizontal, 20)
}
