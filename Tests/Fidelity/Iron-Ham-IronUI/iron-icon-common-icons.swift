// fixture: HStack(spacing: 16) of SF Symbols house.fill, gear, person.fill, bell.fill, heart.fill, star.fill in callout/.medium, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronIconSnapshotTests.swift iconCommonIcons; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronIconSnapshotTests/iconCommonIcons.iPhone17Pro-standard-light.png 698×160 px ÷ 3 = 232.667×53.333 pt
// expect root: width=232.667 height=53.333
HStack(spacing: 16) {
    Image(systemName: "house.fill")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "gear")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "person.fill")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "bell.fill")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "heart.fill")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "star.fill")
            .font(.callout)
            .imageScale(.medium)
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
