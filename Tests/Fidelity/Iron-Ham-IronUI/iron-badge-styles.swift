// fixture: HStack(spacing: 12) of count badges "5" filled, soft and outlined (a 1.5-pt strokeBorder overlay), caption medium, padded 12 × 8, min 20 × 20, capsule, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift badgeStyles; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/badgeStyles.iPhone17Pro-standard-light.png 459×193 px ÷ 3 = 153×64.333 pt; fills on row 96 px: 51…146 and 182…277 px
// expect root: width=153 height=64.333
// expect filled: x=17 width=31.667
// expect soft: x=60.667 width=31.667
HStack(spacing: 12) {
    Text("5")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("filled")
    Text("5")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue.opacity(0.15))
        .clipShape(Capsule(style: .continuous))
        .id("soft")
    Text("5")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.clear)
        .clipShape(Capsule(style: .continuous))
        .overlay { Capsule(style: .continuous).strokeBorder(Color.blue, lineWidth: 1.5) }
        .id("outlined")
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
