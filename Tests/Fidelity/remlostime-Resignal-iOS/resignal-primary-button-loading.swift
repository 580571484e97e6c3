// fixture: PrimaryButton .filled "Analyzing..." with isLoading: an HStack(spacing: 8) of a circular ProgressView (.scaleEffect(0.8), which does not change layout) and the headline Text, padded 16 × 12 on black; the fill is 44.333 tall, so the spinner is no taller than the 20.333 text line; hosted in 340×80
// class: controls
// strategy: fixed 340x80
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testPrimaryButton_Loading; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testPrimaryButton_Loading.1.png 1020×240 px; white box y 6…235 px; black fill y 54…187 px at x 150 px = y 18, 44.333 pt tall, x 20…320 pt
// expect root: x=4 y=2 width=332 height=76.333
// expect button: x=20 y=18 width=300 height=44.333
Button {} label: {
    HStack(spacing: 8) {
        ProgressView()
            .progressViewStyle(CircularProgressViewStyle())
            .scaleEffect(0.8)
            .tint(.white)
        Text("Analyzing...")
            .font(.headline)
    }
    .frame(maxWidth: .infinity)
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .foregroundStyle(.white)
    .background(Color.black)
    .clipShape(RoundedRectangle(cornerRadius: 10))
}
.disabled(true)
.id("button")
.frame(width: 300)
.padding()
.background(Color.white)
.id("root")
