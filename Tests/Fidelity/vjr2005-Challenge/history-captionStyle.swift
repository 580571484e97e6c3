// fixture: a caption Text "Caption text" with .padding(): 32×32, the padding alone (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSTextSnapshotTests.swift captionStyle; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSTextSnapshotTests/captionStyle.1.png 96×96 px ÷ 3 = 32×32 pt; DSText was Text + font (Libraries/DesignSystem/Sources/Atoms/Text/DSText.swift, fonts Foundation/Typography/TextStyle.swift at this commit)
// expect root: width=32 height=32
Text("Caption text")
    .font(.system(.caption, design: .rounded))
    .padding()
    .id("root")
