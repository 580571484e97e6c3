// fixture: Compound toggle style preview: two label-hidden switches (off, on) over four labelled switch rows (Text and Label "Title"), VStacks of spacing 16, padded 32, centred in the iPhoneX preset's 375×812 window
// class: controls
// strategy: fixed 375x812
// device: iphone-se-3
// os: ios18
// scale: 2
// dynamic-type: medium
// source: element-hq/compound-ios@81ba8bd8b3971beac252129c5466d7eac2f2ec31 Sources/Compound/BaseStyles/CompoundToggleStyle.swift CompoundToggleStyle_Previews via Tests/CompoundTests/PreviewTests.swift (default preview layout → .device(config: .iPhoneX) with safe area 1 pt on every side, displayScale 2; the preset's traits carry Dynamic Type medium); image element-hq/compound-ios-snapshots@dc6050e34e5d153bf28ad4bfa7f50efc9b704125 PreviewTests/compoundToggleStyle.iPhone-16-en-US-0.png 750×1624 px ÷ 2 = 375×812; the on switch's green track ink is px x 326-428, y 608-670 (a 51×31 switch drawn from x 163 = (375 − 49) ÷ 2: the label-hidden toggle lays out 49 wide, as GoodSwiftUI's iOS 18.6 snapshot showed); labelled rows end at px 688 = 344 pt = 375 − 31; track tops (the off tracks' faint grey read at a 1-level threshold) at px 514, 608, 766, 860, 954, 1048 → 257, 304, 383, 430, 477, 524 pt, each 62 px tall; both label-hidden tracks start at px 326
// expect hiddenOff: x=163 y=257 width=49 height=31
// expect hiddenOn: x=163 y=304 width=49 height=31
// expect rowOn: x=32 y=383 width=311 height=31
// expect rowOff: x=32 y=430 width=311 height=31
// expect labelRowOn: x=32 y=477 width=311 height=31
// expect labelRowOff: x=32 y=524 width=311 height=31
VStack(spacing: 16) {
    VStack(spacing: 16) {
        Toggle("Title", isOn: .constant(false))
            .tint(.green)
            .labelsHidden()
            .id("hiddenOff")
        Toggle("Title", isOn: .constant(true))
            .tint(.green)
            .labelsHidden()
            .id("hiddenOn")
    }
    .padding(.bottom, 32)
    VStack(spacing: 16) {
        Toggle("Title", isOn: .constant(true))
            .tint(.green)
            .id("rowOn")
        Toggle("Title", isOn: .constant(false))
            .tint(.green)
            .id("rowOff")
        Toggle(isOn: .constant(true)) {
            Label("Title", systemImage: "square.dashed")
        }
        .tint(.green)
        .id("labelRowOn")
        Toggle(isOn: .constant(false)) {
            Label("Title", systemImage: "square.dashed")
        }
        .tint(.green)
        .id("labelRowOff")
    }
}
.padding(32)
