// fixture: FeedbackSectionView "Strengths" expanded: the same card with a star.fill header icon and chevron, a Divider and a gray body Text of three \n-separated lines padded 16, .frame(width: 350).padding() on white in 380×250; header 52.667 (star.fill lays out 20.667), content 96.333 = 32 + 20.333 + 2 × 22 (each further body line adds 22)
// class: text
// strategy: fixed 380x250
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testFeedbackSectionView_Expanded (component: Resignal-iOS/Resignal/Features/Result/ResultView.swift FeedbackSectionView); image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testFeedbackSectionView_Expanded.1.png 1140×750 px; white box rows 103…647 px (y 34.333, 181.333 tall); card rows 151…599 px (y 50.333, 149.333 tall); divider row 309 px (y 103)
// expect root: y=34.333 width=382 height=181.333
// expect card: x=15 y=50.333 width=350 height=149.333
// expect header: height=52.667
// expect divider: y=103 height=0.333
// expect content: y=103.333 height=96.333
VStack(alignment: .leading, spacing: 0) {
    Button {} label: {
        HStack(spacing: 8) {
            Image(systemName: "star.fill")
                .font(.body.weight(.medium))
                .foregroundStyle(Color.gray)
            Text("Strengths")
                .font(.headline)
                .foregroundStyle(Color.black)
            Spacer()
            Image(systemName: "chevron.down")
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.gray)
        }
        .padding(16)
        .id("header")
    }
    .buttonStyle(.plain)
    Divider()
        .background(Color.gray.opacity(0.15))
        .id("divider")
    Text("- Good communication skills\n- Clear explanations\n- Technical depth")
        .font(.body)
        .foregroundStyle(Color.gray)
        .padding(16)
        .id("content")
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
