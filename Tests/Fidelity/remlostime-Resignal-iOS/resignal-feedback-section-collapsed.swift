// fixture: FeedbackSectionView "Weaknesses" collapsed: the card holds only the header (exclamationmark.triangle in body medium, headline title, Spacer, chevron.down rotated −90°, which does not change layout), 52.333 tall: the symbol is no taller than the text line; .frame(width: 350).padding() on white in 380×100
// class: symbols
// strategy: fixed 380x100
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testFeedbackSectionView_Collapsed; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testFeedbackSectionView_Collapsed.1.png 1140×300 px; white box rows 24…277 px (y 8, 84.333 tall); card rows 72…229 px (y 24, 52.333 tall)
// expect root: y=8 width=382 height=84.333
// expect card: x=15 y=24 width=350 height=52.333
VStack(alignment: .leading, spacing: 0) {
    Button {} label: {
        HStack(spacing: 8) {
            Image(systemName: "exclamationmark.triangle")
                .font(.body.weight(.medium))
                .foregroundStyle(Color.gray)
            Text("Weaknesses")
                .font(.headline)
                .foregroundStyle(Color.black)
            Spacer()
            Image(systemName: "chevron.down")
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.gray)
                .rotationEffect(.degrees(-90))
        }
        .padding(16)
        .id("header")
    }
    .buttonStyle(.plain)
}
.background(Color.white)
.clipShape(RoundedRectangle(cornerRadius: 10))
.overlay(
    RoundedRectangle(cornerRadius: 10)
        .strokeBorder(Color.gray.opacity(0.2), lineWidth: 1)
)
.id("card")
.frame(width: 350)
.padding()
.background(Color.white)
.id("root")
