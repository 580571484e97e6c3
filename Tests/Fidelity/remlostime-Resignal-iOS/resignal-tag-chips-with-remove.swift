// fixture: TagChipsView ["iOS", "Swift", "SwiftUI"] with a remove button: each chip is an HStack(spacing: 4) of the caption Text and a Button with Image(systemName: "xmark") in caption2 semibold, padded 12 × 4 in a capsule; 8 pt apart (FlowLayout → HStack), centred in .frame(width: 300), padded 16 on white, hosted in 340×100; chips 59.667, 68.333, 80.333 wide, still 22.333 tall (the xmark is no taller than the caption line)
// class: symbols
// strategy: fixed 340x100
// device: iphone-17-pro
// os: ios26
// scale: 3
// tolerance: 0.5
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testTagChipsView_WithRemoveButton; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testTagChipsView_WithRemoveButton.1.png 1020×300 px; white box y 69…232 px; chips at row 150 x 174…353, 377…582, 606…847 px, rows 117…184 px; row 224.333 wide drawn from x 58 (centred origin 57.833); tolerance 0.5 because the row is centred at a fractional origin (57.833), so each capsule edge is snapped to the pixel grid separately and drawn widths can be one pixel off the layout widths (see resignal-tag-chips-multiple)
// expect root: x=4 y=23 width=332 height=54.333
// expect row: y=39 width=224.333 height=22.333
// expect chip1: width=59.667 height=22.333
// expect chip2: width=68.333
// expect chip3: width=80.333
HStack(spacing: 8) {
    HStack(spacing: 4) {
        Text("iOS")
            .font(.caption)
            .foregroundStyle(Color.black)
        Button {} label: {
            Image(systemName: "xmark")
                .font(.caption2.weight(.semibold))
                .foregroundStyle(Color.gray)
        }
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 4)
    .background(Color(uiColor: .systemGray6))
    .clipShape(Capsule())
    .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
    .id("chip1")
    HStack(spacing: 4) {
        Text("Swift")
            .font(.caption)
            .foregroundStyle(Color.black)
        Button {} label: {
            Image(systemName: "xmark")
                .font(.caption2.weight(.semibold))
                .foregroundStyle(Color.gray)
        }
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 4)
    .background(Color(uiColor: .systemGray6))
    .clipShape(Capsule())
    .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
    .id("chip2")
    HStack(spacing: 4) {
        Text("SwiftUI")
            .font(.caption)
            .foregroundStyle(Color.black)
        Button {} label: {
            Image(systemName: "xmark")
                .font(.caption2.weight(.semibold))
                .foregroundStyle(Color.gray)
        }
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 4)
    .background(Color(uiColor: .systemGray6))
    .clipShape(Capsule())
    .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
    .id("chip3")
}
.id("row")
.frame(width: 300)
.padding()
.background(Color.white)
.id("root")
