// fixture: PrimaryButton .filled "Disabled" with isDisabled: the same filled button without icon, .disabled(true) and .opacity(0.5) (grey 127 fill), in .frame(width: 300).padding() on white, hosted in 340×80: 300×44.333
// class: controls
// strategy: fixed 340x80
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testPrimaryButton_Disabled; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testPrimaryButton_Disabled.1.png 1020×240 px; white box y 6…235 px; grey fill x 60…960, y 54…187 px = x 20, y 18, 300×44.333 pt
// expect root: x=4 y=2 width=332 height=76.333
// expect button: x=20 y=18 width=300 height=44.333
Button {} label: {
    HStack(spacing: 8) {
        Text("Disabled")
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
.opacity(0.5)
.id("button")
.frame(width: 300)
.padding()
.background(Color.white)
.id("root")
