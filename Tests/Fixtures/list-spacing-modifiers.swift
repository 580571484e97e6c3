// fixture: listSectionSpacing, listRowSpacing, listRowInsets and defaultMinListRowHeight read from source (iOS 18)
// device: iphone-15-pro
// os: ios18
// source: SwiftUI API semantics (Apple docs: listSectionSpacing "spacing between adjacent sections", listRowSpacing "vertical spacing between rows", listRowInsets "the inset of the row content", defaultMinListRowHeight); style figures as list-rows.swift
// source: first section: empty header band 17.667 (SNT) → 76.667; a: max(20 + 22, 60) = 60 tall, y = 76.667 + 11 + (60 - 42)/2 = 96.667; row ends 136.667
// source: + listRowSpacing 4 = 140.667; b with insets 0/8: max(20, 60) = 60, y = 140.667 + (60 - 20)/2 = 160.667, x = 20 + 8 = 28, width = 393 - 40 - 16 = 337; row ends 200.667
// source: + listSectionSpacing 8 (replaces the empty footer and header bands) = 208.667; c y = 208.667 + 11 + 9 = 228.667
// expect a: x=36 y=96.667
// expect b: x=28 y=160.667 width=337
// expect c: y=228.667
List {
  Section {
    Rectangle().frame(height: 20).id("a")
    Rectangle().frame(height: 20).listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)).id("b")
  }
  Section {
    Rectangle().frame(height: 20).id("c")
  }
}
.listSectionSpacing(8)
.listRowSpacing(4)
.environment(\.defaultMinListRowHeight, 60)
