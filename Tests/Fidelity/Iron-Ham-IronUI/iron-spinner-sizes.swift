// fixture: HStack(spacing: 24) of IronSpinners framed 20, 32 and 48 pt (a stroked ring; the frame is the layout), padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: stacks
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift spinnerSizes; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/spinnerSizes.iPhone17Pro-standard-light.png 546×246 px ÷ 3 = 182×82 pt; 20 + 32 + 48 + 2 × 24 + 34 = 182, 48 + 34 = 82
// expect root: width=182 height=82
HStack(spacing: 24) {
    Circle()
        .stroke(Color.blue.opacity(0.2), lineWidth: 2)
        .frame(width: 20, height: 20)
    Circle()
        .stroke(Color.blue.opacity(0.2), lineWidth: 3)
        .frame(width: 32, height: 32)
    Circle()
        .stroke(Color.blue.opacity(0.2), lineWidth: 4)
        .frame(width: 48, height: 48)
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
