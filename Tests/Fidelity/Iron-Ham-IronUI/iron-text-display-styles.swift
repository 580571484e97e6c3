// fixture: VStack(leading, 12) of "Display Large" largeTitle bold, "Display Medium" largeTitle semibold, "Display Small" title semibold, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronTextSnapshotTests.swift textDisplayStyles; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronTextSnapshotTests/textDisplayStyles.iPhone17Pro-standard-light.png 839×519 px ÷ 3 = 279.667×173 pt
// expect root: width=279.667 height=173
VStack(alignment: .leading, spacing: 12) {
    Text("Display Large")
        .font(.largeTitle.weight(.bold))
    Text("Display Medium")
        .font(.largeTitle.weight(.semibold))
    Text("Display Small")
        .font(.title.weight(.semibold))
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
