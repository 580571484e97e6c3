// fixture: VStack(leading, 12) of "Headline Large" title bold, "Headline Medium" title2 semibold, "Headline Small" title3 semibold, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronTextSnapshotTests.swift textHeadlineStyles; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronTextSnapshotTests/textHeadlineStyles.iPhone17Pro-standard-light.png 692×426 px ÷ 3 = 230.667×142 pt
// expect root: width=230.667 height=142
VStack(alignment: .leading, spacing: 12) {
    Text("Headline Large")
        .font(.title.weight(.bold))
    Text("Headline Medium")
        .font(.title2.weight(.semibold))
    Text("Headline Small")
        .font(.title3.weight(.semibold))
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
