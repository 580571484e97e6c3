// fixture: listSectionSpacing, listRowSpacing, listRowInsets and defaultMinListRowHeight read from source (iOS 18)
// device: iphone-15-pro
// os: ios18
// source: SwiftUI API semantics (Apple docs: listSectionSpacing "spacing between adjacent sections", listRowSpacing "vertical spacing between rows", listRowInsets "the inset of the row content", defaultMinListRowHeight); style figures as list-rows.swift
// source: first section: empty header band 20 → 79; a: max(20 + 22, 60) = 60 tall, y = 79 + 11 + (60 - 42)/2 = 99; row ends 139
// source: + listRowSpacing 4 = 143; b with insets 0/8: max(20, 60) = 60, y = 143 + (60 - 20)/2 = 163, x = 20 + 8 = 28, width = 393 - 40 - 16 = 337; row ends 203
// source: + listSectionSpacing 8 (replaces the empty footer and header bands) = 211; c y = 211 + 11 + 9 = 231
// expect a: x=36 y=99
// expect b: x=28 y=163 width=337
// expect c: y=231
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
