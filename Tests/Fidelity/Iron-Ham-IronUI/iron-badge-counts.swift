// fixture: HStack(spacing: 16) of count badges "1", "9", "42", "99+" (count 100 over maxCount 99), caption medium, padded 12 × 8, min 20 × 20, capsule, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift badgeCounts; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/badgeCounts.iPhone17Pro-standard-light.png 693×193 px ÷ 3 = 231×64.333 pt; capsule fills on row 96 px: x 51…141, 189…285, 333…451, 499…642 px
// expect root: width=231 height=64.333
// expect one: x=17 width=30
// expect nine: x=63 width=32
// expect fortytwo: x=111 width=39.333
// expect overflow: x=166.333 width=47.667
HStack(spacing: 16) {
    Text("1")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("one")
    Text("9")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("nine")
    Text("42")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("fortytwo")
    Text("99+")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("overflow")
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
