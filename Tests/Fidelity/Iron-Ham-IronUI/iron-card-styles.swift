// fixture: VStack(spacing: 16) of three standard IronCards (callout Text padded 16, full width, radius 12): elevated (shadow), filled, outlined (1-pt strokeBorder); padded 16; IronUI's harness (width: 280) wraps it in .frame(width: 280).fixedSize(horizontal: false, vertical: true).padding(1) on white, sizeThatFits
// class: stacks
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronFeedbackSnapshotTests.swift cardStyles; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronFeedbackSnapshotTests/cardStyles.iPhone17Pro-standard-light.png 846×660 px ÷ 3 = 282×220 pt; the outlined card's 1-pt border spans columns 51…795 px and rows 455…609 px
// expect root: width=282 height=220
// expect outlined: x=17 y=151.667 width=248 height=51.333
VStack(spacing: 16) {
    Text("Elevated Card")
        .font(.callout)
        .padding(.horizontal, 16)
        .padding(.vertical, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
    Text("Filled Card")
        .font(.callout)
        .padding(.horizontal, 16)
        .padding(.vertical, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    Text("Outlined Card")
        .font(.callout)
        .padding(.horizontal, 16)
        .padding(.vertical, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .overlay { RoundedRectangle(cornerRadius: 12, style: .continuous).strokeBorder(Color.gray, lineWidth: 1) }
        .id("outlined")
}
.padding()
.frame(width: 280)
.fixedSize(horizontal: false, vertical: true)
.padding(1)
.background(Color.white)
.id("root")
