// fixture: PrimaryButton .outlined "Cancel" (no icon): a headline Text stretched to the full width, padded 16 × 12, with a 1.5-pt strokeBorder on a 10-pt rounded rectangle, as a Button's label; in .frame(width: 300).padding() on white, hosted in 340×80; the stroke's outer rows give the box: 44.333 = 20.333 + 2 × 12
// class: controls
// strategy: fixed 340x80
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testPrimaryButton_Outlined; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testPrimaryButton_Outlined.1.png 1020×240 px; white box y 6…235 px = y 2, 332×76.333 pt; stroke rows 54…59 and 182…187 px at x 150 px = button y 18…62.333 pt
// expect root: x=4 y=2 width=332 height=76.333
// expect button: x=20 y=18 width=300 height=44.333
Button {} label: {
    HStack(spacing: 8) {
        Text("Cancel")
            .font(.headline)
    }
    .frame(maxWidth: .infinity)
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .foregroundStyle(Color.black)
    .background(Color.clear)
    .clipShape(RoundedRectangle(cornerRadius: 10))
    .overlay(
        RoundedRectangle(cornerRadius: 10)
            .strokeBorder(Color.black, lineWidth: 1.5)
    )
}
.id("button")
.frame(width: 300)
.padding()
.background(Color.white)
.id("root")
