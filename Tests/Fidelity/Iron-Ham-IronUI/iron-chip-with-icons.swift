// fixture: HStack(spacing: 8) of medium IronChips with a leading SF Symbol (footnote, .small) and an 8-pt gap: mappin "Location", calendar "Calendar", gear "Settings" (outlined), footnote medium padded 16×12, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Components/IronComponentsSnapshotTests.swift chipWithIcons; image Tests/IronUISnapshotTests/Components/__Snapshots__/IronComponentsSnapshotTests/chipWithIcons.iPhone17Pro-standard-light.png 1101×221 px ÷ 3 = 367×73.667 pt
// expect root: width=367 height=73.667
// expect mappin: x=33 width=10
// expect calendar: width=12.667
// expect gear: width=13.333
// (symbol boxes: ink-centred from chip edge + 16: mappin ink 36-40, calendar 145.667-155.667 in the chip from 128.333, gear 262-273.333 in the chip from 245; measurements.tsv)
HStack(spacing: 8) {
    HStack(spacing: 8) {
        Image(systemName: "mappin")
            .font(.footnote)
            .imageScale(.small)
            .id("mappin")
        Text("Location")
            .font(.footnote.weight(.medium))
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .clipShape(Capsule(style: .continuous))
    HStack(spacing: 8) {
        Image(systemName: "calendar")
            .font(.footnote)
            .imageScale(.small)
            .id("calendar")
        Text("Calendar")
            .font(.footnote.weight(.medium))
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .clipShape(Capsule(style: .continuous))
    HStack(spacing: 8) {
        Image(systemName: "gear")
            .font(.footnote)
            .imageScale(.small)
            .id("gear")
        Text("Settings")
            .font(.footnote.weight(.medium))
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .clipShape(Capsule(style: .continuous))
    .overlay { Capsule(style: .continuous).strokeBorder(Color.gray, lineWidth: 1) }
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
