// fixture: HStack(spacing: 12) of three medium IronBadges: Text "New", "Beta", "Pro" in caption medium, padded 12 × 8, frame(minWidth: 20, minHeight: 20), capsule fill, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift badgeText; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/badgeText.iPhone17Pro-standard-light.png 606×193 px ÷ 3 = 202×64.333 pt; capsule fills on the middle row (y 96 px): x 51…200, 236…388, 424…555 px; heights (193 − 6 − 96) / 3
// expect root: width=202 height=64.333
// expect new: x=17 width=49.667 height=30.333
// expect beta: x=78.667 width=50.667 height=30.333
// expect pro: x=141.333 width=43.667 height=30.333
HStack(spacing: 12) {
    Text("New")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("new")
    Text("Beta")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("beta")
    Text("Pro")
        .font(.caption.weight(.medium))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("pro")
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
