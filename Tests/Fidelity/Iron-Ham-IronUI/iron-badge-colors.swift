// fixture: HStack(spacing: 8) of five count badges "3" (colours only differ), caption medium, padded 12 × 8, min 20 × 20, capsule, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift badgeColors; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/badgeColors.iPhone17Pro-standard-light.png 678×193 px ÷ 3 = 226×64.333 pt; capsule fills on row 96 px: 51…147, 171…267, 291…387, 411…507, 531…627 px (pitch 120 px = 32 + 8)
// expect root: width=226 height=64.333
// expect b1: x=17 width=32
// expect b5: x=177 width=32
HStack(spacing: 8) {
    Text("3")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("b1")
    Text("3")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("b2")
    Text("3")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("b3")
    Text("3")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("b4")
    Text("3")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("b5")
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
