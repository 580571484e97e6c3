// fixture: TagChipsView with one tag "iOS": a caption Text padded 12 × 4 on systemGray6, clipped to a capsule with a 1-pt gray 0.2 strokeBorder (TagChip), padded 16 on white, hosted in a 200×60 UIHostingController view; chip 44×22.333 (text 20×14.333); the app's FlowLayout places the single chip at its ideal size, reconstructed as an HStack
// class: text
// strategy: fixed 200x60
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testTagChipsView_SingleTag; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testTagChipsView_SingleTag.1.png 600×180 px; white box x 186…414, y 9…172 px = x 62, y 3, 76×54.333 pt; chip (dark-mode systemGray6 28,28,30 with its border) x 234…366 at row 90, rows 57…124 px = x 78, y 19, 44×22.333 pt
// expect root: x=62 y=3 width=76 height=54.333
// expect chip: x=78 y=19 width=44 height=22.333
HStack(spacing: 8) {
    Text("iOS")
        .font(.caption)
        .foregroundStyle(Color.black)
        .padding(.horizontal, 12)
        .padding(.vertical, 4)
        .background(Color(uiColor: .systemGray6))
        .clipShape(Capsule())
        .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
        .id("chip")
}
.padding()
.background(Color.white)
.id("root")
