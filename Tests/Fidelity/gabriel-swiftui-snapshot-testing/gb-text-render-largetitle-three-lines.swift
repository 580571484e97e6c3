// fixture: a largeTitle Text that wraps to three lines in a 390-pt-wide frame, blue on a red background, drawn by ImageRenderer at scale 2 inside a 390×844 frame; the red box is the Text's frame (widest line "austin taxidermy pok pok", 3 × 41-pt lines)
// class: text
// strategy: fixed 390x844
// device: iphone-17
// os: ios26
// scale: 2
// source: gabriel/swiftui-snapshot-testing@b9786eec445e30d323147de221b80dcd734af954 Tests/SnapshotTests.swift testTextRender1 (assertRender → view.frame(width: 390, height: 844), .imageRender: ImageRenderer, scale 2); image Tests/__Snapshots__/SnapshotTests/testTextRender1-iOS-iPhone_17-26_1.1.png 780×1688 px (byte-identical to …-26_0.1.png); red (255,56,60) box x 20…761 px, y 721…967 px on every row/column = x 10, y 360.5, 370.5 × 123 pt (layout x (390 − 370.5) / 2 = 9.75, drawn from px 20)
// expect text: x=10 y=360.5 width=370.5 height=123
Text("Iceland wayfarers fam, austin taxidermy pok pok bruh viral try-hard")
    .font(.largeTitle)
    .foregroundColor(.blue)
    .background(.red)
    .id("text")
    .frame(width: 390, height: 844)
