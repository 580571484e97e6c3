// fixture: HStack(spacing: 20) of five 32-pt IronSpinners, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: stacks
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift spinnerColors; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/spinnerColors.iPhone17Pro-standard-light.png 822×198 px ÷ 3 = 274×66 pt; 5 × 32 + 4 × 20 + 34 = 274, 32 + 34 = 66
// expect root: width=274 height=66
HStack(spacing: 20) {
    Circle()
        .stroke(Color.blue.opacity(0.2), lineWidth: 3)
        .frame(width: 32, height: 32)
    Circle()
        .stroke(Color.blue.opacity(0.2), lineWidth: 3)
        .frame(width: 32, height: 32)
    Circle()
        .stroke(Color.blue.opacity(0.2), lineWidth: 3)
        .frame(width: 32, height: 32)
    Circle()
        .stroke(Color.blue.opacity(0.2), lineWidth: 3)
        .frame(width: 32, height: 32)
    Circle()
        .stroke(Color.blue.opacity(0.2), lineWidth: 3)
        .frame(width: 32, height: 32)
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
