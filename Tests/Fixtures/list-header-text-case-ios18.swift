// fixture: before iOS 26 an inset-grouped section header is shown uppercased, which widens it; .textCase(nil) keeps the written case
// device: iphone-15-pro
// os: ios18
// tolerance: 0.35
// source: Devices/platform-ios.yaml list.insetGrouped.header.uppercase 1 (SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d: the header "Section 1" is drawn 65.667 wide at 13 pt on iOS 16.4-18 — uppercased — and 72.333 wide at 17 pt, not uppercased, on iOS 26.1) [measured]
// source: Apple Text.Case / textCase(_:): nil "leaves the text as written"; a modifier on the header's Text overrides the style's case (the nearer environment value wins)
// source: widths: "SECTION 1" at footnote 13 pt: FrameLab's SF Pro advances give 65.978 (SNT 65.667; tolerance 0.35, about one 3x pixel); "Section 1" as written: 55.287
// expect upper: x=36 y=76 width=65.667 height=15.667
// expect kept: width=55.287 height=15.667
List {
  Section {
    Rectangle().frame(height: 20)
  } header: {
    Text("Section 1").id("upper")
  }
  Section {
    Rectangle().frame(height: 20)
  } header: {
    Text("Section 1").textCase(nil).id("kept")
  }
}
