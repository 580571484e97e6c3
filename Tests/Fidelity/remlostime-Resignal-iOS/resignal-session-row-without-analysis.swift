// fixture: SessionRowView without tags or analysis: title "Draft Session", date "in 0 seconds", a two-line callout preview (the input's newline) and a bottom HStack holding only a Spacer; the card measures 109.667 = 32 + 20.333 + 8 + 40.333 + 8 + 1: the Spacer-only HStack still takes 1 pt (measured, not explained by the code)
// class: stacks
// strategy: fixed 380x150
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/SessionRowSnapshotTests.swift testSessionRowView_WithoutAnalysis; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/SessionRowSnapshotTests/testSessionRowView_WithoutAnalysis.1.png 1140×450 px; card border rows 62…388 px (y 20.667, 109.667 tall), columns 45…1095 px
// expect card: x=15 y=20.667 width=350 height=109.667
VStack(alignment: .leading, spacing: 8) {
    HStack {
        Text("Draft Session")
            .font(.headline)
            .foregroundStyle(Color.black)
            .lineLimit(1)
        Spacer()
        Text("in 0 seconds")
            .font(.caption)
            .foregroundStyle(Color.gray.opacity(0.6))
    }
    Text("Q: What is your greatest strength?\nA: Problem solving...")
        .font(.callout)
        .foregroundStyle(Color.gray)
        .lineLimit(2)
        .id("preview")
    HStack(spacing: 8) {
        Spacer()
    }
}
.padding(16)
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
