// fixture: VStack(leading, 8) of seven callout Texts ("Primary Color" … "Info Color", colours only), padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronTextSnapshotTests.swift textColors; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronTextSnapshotTests/textColors.iPhone17Pro-standard-light.png 465×653 px ÷ 3 = 155×217.667 pt
// expect root: width=155 height=217.667
VStack(alignment: .leading, spacing: 8) {
    Text("Primary Color")
        .font(.callout)
    Text("Secondary Color")
        .font(.callout)
    Text("Disabled Color")
        .font(.callout)
    Text("Success Color")
        .font(.callout)
    Text("Warning Color")
        .font(.callout)
    Text("Error Color")
        .font(.callout)
    Text("Info Color")
        .font(.callout)
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
