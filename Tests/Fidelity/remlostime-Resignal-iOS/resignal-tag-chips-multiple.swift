// fixture: TagChipsView ["iOS", "Swift", "SwiftUI", "Technical"]: four caption chips (12 × 4 padding, capsule) 8 pt apart on one line (the app's FlowLayout, reconstructed as HStack(spacing: 8): all chips fit in 300), centred by .frame(width: 300), padded 16 on white, hosted in 340×100; chip widths 44, 52.333, 65, 77.667 (texts 20, 28.333, 41, 53.667); the row is 263 wide and drawn from x 38.667 (its centred origin 38.5 rounds to the pixel grid)
// class: text
// strategy: fixed 340x100
// device: iphone-17-pro
// os: ios26
// scale: 3
// tolerance: 0.5
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testTagChipsView_MultipleTags; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testTagChipsView_MultipleTags.1.png 1020×300 px; white box x 12…1008, y 69…232 px = 332×54.333 from y 23; chips at row 150 x 116…248, 272…429, 453…648, 672…905 px, rows 117…184 px (y 39, 22.333 tall); tolerance 0.5 because the row is centred at a half-pixel origin (38.5), so each capsule edge is snapped to the pixel grid separately and a drawn width can differ from the layout width by one pixel: "Swift" is drawn 52.333 here and 52.667 at the whole-pixel origin of testSessionRowView_WithAnalysis
// expect root: x=4 y=23 width=332 height=54.333
// expect row: y=39 width=263 height=22.333
// expect chip1: width=44 height=22.333
// expect chip2: width=52.333
// expect chip3: width=65
// expect chip4: width=77.667
HStack(spacing: 8) {
    Text("iOS")
        .font(.caption)
        .foregroundStyle(Color.black)
        .padding(.horizontal, 12)
        .padding(.vertical, 4)
        .background(Color(uiColor: .systemGray6))
        .clipShape(Capsule())
        .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
        .id("chip1")
    Text("Swift")
        .font(.caption)
        .foregroundStyle(Color.black)
        .padding(.horizontal, 12)
        .padding(.vertical, 4)
        .background(Color(uiColor: .systemGray6))
        .clipShape(Capsule())
        .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
        .id("chip2")
    Text("SwiftUI")
        .font(.caption)
        .foregroundStyle(Color.black)
        .padding(.horizontal, 12)
        .padding(.vertical, 4)
        .background(Color(uiColor: .systemGray6))
        .clipShape(Capsule())
        .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
        .id("chip3")
    Text("Technical")
        .font(.caption)
        .foregroundStyle(Color.black)
        .padding(.horizontal, 12)
        .padding(.vertical, 4)
        .background(Color(uiColor: .systemGray6))
        .clipShape(Capsule())
        .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
        .id("chip4")
}
.id("row")
.frame(width: 300)
.padding()
.background(Color.white)
.id("root")
