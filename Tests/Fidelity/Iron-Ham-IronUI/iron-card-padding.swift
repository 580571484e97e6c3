// fixture: VStack(spacing: 12) of three IronCards (callout Text "Compact" / "Standard" / "Spacious" padded 12 / 16 / 24 on all sides, full width, radius-12 continuous background, shadow), padded 16; IronUI's harness (width: 280) wraps it in .frame(width: 280).fixedSize(horizontal: false, vertical: true).padding(1) on white, sizeThatFits
// class: stacks
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift cardPadding; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/cardPadding.iPhone17Pro-standard-light.png 846×660 px ÷ 3 = 282×220 pt
// expect root: width=282 height=220
VStack(spacing: 12) {
    Text("Compact")
        .font(.callout)
        .padding(.horizontal, 12)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
    Text("Standard")
        .font(.callout)
        .padding(.horizontal, 16)
        .padding(.vertical, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
    Text("Spacious")
        .font(.callout)
        .padding(.horizontal, 24)
        .padding(.vertical, 24)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
}
.padding()
.frame(width: 280)
.fixedSize(horizontal: false, vertical: true)
.padding(1)
.background(Color.white)
.id("root")
