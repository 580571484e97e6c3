// fixture: HStack(spacing: 8) of IronChips "Small" (caption medium, padded 12×8), "Medium" (footnote medium, 16×12), "Large" (subheadline medium, 24×12) on continuous capsules, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Components/IronComponentsSnapshotTests.swift chipSizes; image Tests/IronUISnapshotTests/Components/__Snapshots__/IronComponentsSnapshotTests/chipSizes.iPhone17Pro-standard-light.png 827×228 px ÷ 3 = 275.667×76 pt
// expect root: width=275.667 height=76
HStack(spacing: 8) {
    HStack(spacing: 8) {
        Text("Small")
            .font(.caption.weight(.medium))
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .clipShape(Capsule(style: .continuous))
    HStack(spacing: 8) {
        Text("Medium")
            .font(.footnote.weight(.medium))
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .clipShape(Capsule(style: .continuous))
    HStack(spacing: 8) {
        Text("Large")
            .font(.subheadline.weight(.medium))
    }
    .padding(.horizontal, 24)
    .padding(.vertical, 12)
    .clipShape(Capsule(style: .continuous))
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
