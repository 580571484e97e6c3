// fixture: single-line Text widths measured on real SwiftUI (iOS 16.4–18, 3×): body and the 13-pt uppercased list header
// class: text
// device: iphone-15-pro
// os: ios17
// tolerance: 0.34
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78: "Item 1" 45.333×20.333, "Item 2" 47.667×20.333 (list rows, body), "SECTION 1" 65.667×15.667 (grouped header, 13 pt), "Hello SwiftUI" 98×20.333 (Label title, body)
// source: heights: ceil(17 × 2444/2048 × 3)/3 = 20.333; ceil(13 × 2444/2048 × 3)/3 = ceil(46.55)/3 = 15.667
// source: widths: FrameLab's advance table gives 45.378, 47.768, 65.978, 97.824 — within a 3× pixel of SwiftUI's except "SECTION 1" (0.311 over); tolerance 0.34 says how close the table is, not a rule
// expect item1: width=45.333 height=20.333
// expect item2: width=47.667 height=20.333
// expect header: width=65.667 height=15.667
// expect hello: width=98 height=20.333
VStack {
  Text("Item 1").id("item1")
  Text("Item 2").id("item2")
  Text("SECTION 1").font(.footnote).id("header")
  Text("Hello SwiftUI").id("hello")
}
