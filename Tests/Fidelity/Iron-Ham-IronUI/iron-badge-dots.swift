// fixture: HStack(spacing: 16) of dot badges: a clear 6/8/10-pt square in frame(minWidth/minHeight 16/20/24) on a capsule fill, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: stacks
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift badgeDots; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/badgeDots.iPhone17Pro-standard-light.png 378×174 px ÷ 3 = 126×58 pt; the dot badges draw 16, 20 and 24-pt circles (the minimum frame), not 6/8/10
// expect root: width=126 height=58
HStack(spacing: 16) {
    Color.clear
        .frame(width: 6, height: 6)
        .frame(minWidth: 16, minHeight: 16)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("small")
    Color.clear
        .frame(width: 8, height: 8)
        .frame(minWidth: 20, minHeight: 20)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("medium")
    Color.clear
        .frame(width: 10, height: 10)
        .frame(minWidth: 24, minHeight: 24)
        .background(Color.blue)
        .clipShape(Capsule(style: .continuous))
        .id("large")
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
