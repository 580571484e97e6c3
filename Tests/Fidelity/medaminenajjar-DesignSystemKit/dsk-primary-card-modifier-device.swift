// fixture: PrimaryCardModifier on the iPhone 13 device layout (Dynamic Type .medium): a VStack(spacing: 12) of a title2 Text and a body Text, each padded 16 on a surface-coloured rounded card with a shadow, the stack padded 16 on a light gray box
// class: stacks
// strategy: device
// device: iphone-16e
// os: ios26
// scale: 3
// dynamic-type: medium
// source: medaminenajjar/DesignSystemKit@80ef70d4071061c3acb1ccdbd292c8ec6bb0a41f Tests/DesignSystemKitTests/SnapshotTesting/PrimaryCardSnapshotTests.swift rendersAsExpected (.device(config: .iPhone13)); image Tests/DesignSystemKitTests/SnapshotTesting/__Snapshots__/PrimaryCardSnapshotTests/rendersAsExpected.1.png 1170×2532 px; gray box (243,243,244) x 253…918 px, y 1057…1515 px; first card (242,242,247) x 351…819, y 1105…1277 px; second card x 301…870, y 1313…1467 px (each read on rows and columns clear of the rounded corners)
// expect box: x=84.333 y=352.333 width=221.667 height=152.667
// expect title: x=117 y=368.333 width=156 height=57.333
// expect subtitle: x=100.333 y=437.667 width=189.667 height=51.333
VStack(spacing: 12) {
    Text("Titre principal")
        .font(.title2)
        .padding()
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        .cornerRadius(10)
        .shadow(color: .black.opacity(0.1), radius: 6, x: 0, y: 2)
        .id("title")
    Text("Sous-titre ou contenu")
        .padding()
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        .cornerRadius(10)
        .shadow(color: .black.opacity(0.1), radius: 6, x: 0, y: 2)
        .id("subtitle")
}
.padding()
.background(Color.gray.opacity(0.1))
.id("box")
