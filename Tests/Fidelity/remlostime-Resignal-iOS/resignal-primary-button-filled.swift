// fixture: PrimaryButton .filled "Analyze" with the sparkles icon: an HStack(spacing: 8) of Image(systemName: "sparkles") in body medium and a headline Text, stretched by .frame(maxWidth: .infinity), padded 16 × 12 on black, clipped to a 10-pt rounded rectangle, as a Button's label; in .frame(width: 300).padding() on white, hosted in a 340×80 UIHostingController view; the black fill is 46 tall, so the sparkles symbol lays out 22 pt tall (the text line is 20.333)
// class: controls
// strategy: fixed 340x80
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testPrimaryButton_Filled (UIHostingController, view.frame 340×80, assertSnapshot(of:as: .image)); image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testPrimaryButton_Filled.1.png 1020×240 px; white box x 12…1008, y 3…237 px = x 4, y 1, 332×78 pt; black fill x 60…960, y 51…189 px = x 20, y 17, 300×46 pt
// expect root: x=4 y=1 width=332 height=78
// expect button: x=20 y=17 width=300 height=46
Button {} label: {
    HStack(spacing: 8) {
        Image(systemName: "sparkles")
            .font(.body.weight(.medium))
        Text("Analyze")
            .font(.headline)
    }
    .frame(maxWidth: .infinity)
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .foregroundStyle(.white)
    .background(Color.black)
    .clipShape(RoundedRectangle(cornerRadius: 10))
}
.id("button")
.frame(width: 300)
.padding()
.background(Color.white)
.id("root")
