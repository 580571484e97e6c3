// fixture: three columns of 8/12/16-pt circles over a caption Text ("Alive", "Dead", "Unknown"). sizeThatFits sizes the image with the 0×0 proposal, where every Text is 0×0 (112×92); the view is then laid out again in that 112×92, where each Text gets its 16-pt column, draws only an ellipsis and is 14.333 tall, so the content overflows by 14.333 and is centred: the first circle is drawn at y 9, not 16
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSStatusIndicatorSnapshotTests.swift allStatusGallery; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSStatusIndicatorSnapshotTests/allStatusGallery.1.png 336×276 px ÷ 3 = 112×92 pt; size: 112 = 32 + 3 × 16 + 2 × 16, 92 = 32 + 8 + 12 + 16 + 3 × 8 + 0 (Text 0×0 at the sizing pass). Drawn: first circle ink x 60–84, y 27–51 px = x 20 y 9 (16 − (74.333 − 60) / 2 = 8.833, drawn from pixel 27); ellipsis ink rows 237–241 px (y 79–80.333) across the three columns
// expect root: width=112 height=92
// expect dot: x=20 y=9 width=8 height=8
HStack(spacing: 16) {
    VStack(spacing: 8) {
        Circle().fill(Color.green).frame(width: 8, height: 8).id("dot")
        Circle().fill(Color.green).frame(width: 12, height: 12)
        Circle().fill(Color.green).frame(width: 16, height: 16)
        Text("Alive")
            .font(.system(.caption, design: .rounded))
    }
    VStack(spacing: 8) {
        Circle().fill(Color.green).frame(width: 8, height: 8)
        Circle().fill(Color.green).frame(width: 12, height: 12)
        Circle().fill(Color.green).frame(width: 16, height: 16)
        Text("Dead")
            .font(.system(.caption, design: .rounded))
    }
    VStack(spacing: 8) {
        Circle().fill(Color.green).frame(width: 8, height: 8)
        Circle().fill(Color.green).frame(width: 12, height: 12)
        Circle().fill(Color.green).frame(width: 16, height: 16)
        Text("Unknown")
            .font(.system(.caption, design: .rounded))
    }
}
.padding()
.id("root")
