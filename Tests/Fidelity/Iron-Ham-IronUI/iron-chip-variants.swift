// fixture: HStack(spacing: 8) of medium IronChips "Filled", "Outlined" (1-pt strokeBorder), "Elevated": footnote medium padded 16×12 on capsules, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Components/IronComponentsSnapshotTests.swift chipVariants; image Tests/IronUISnapshotTests/Components/__Snapshots__/IronComponentsSnapshotTests/chipVariants.iPhone17Pro-standard-light.png 856×221 px ÷ 3 = 285.333×73.667 pt
// expect root: width=285.333 height=73.667
HStack(spacing: 8) {
    HStack(spacing: 8) {
        Text("Filled")
            .font(.footnote.weight(.medium))
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .clipShape(Capsule(style: .continuous))
    HStack(spacing: 8) {
        Text("Outlined")
            .font(.footnote.weight(.medium))
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .clipShape(Capsule(style: .continuous))
    .overlay { Capsule(style: .continuous).strokeBorder(Color.gray, lineWidth: 1) }
    HStack(spacing: 8) {
        Text("Elevated")
            .font(.footnote.weight(.medium))
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .clipShape(Capsule(style: .continuous))
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
