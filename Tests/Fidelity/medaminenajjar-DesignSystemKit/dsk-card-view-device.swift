// fixture: CardView on the iPhone 13 device layout (Dynamic Type .medium): a VStack(leading) of two body Texts padded 16, the card's own 16 padding, a surface-coloured rounded background with a small shadow, then padded 16; the card's drawn box is measured (its layout origin 91.833, 376.167 is drawn at 92, 376.333: half pixels round up)
// class: stacks
// strategy: device
// device: iphone-16e
// os: ios26
// scale: 3
// dynamic-type: medium
// source: medaminenajjar/DesignSystemKit@80ef70d4071061c3acb1ccdbd292c8ec6bb0a41f Tests/DesignSystemKitTests/SnapshotTesting/CardViewSnapshotTests.swift defaultCardView (.device(config: .iPhone13)); image Tests/DesignSystemKitTests/SnapshotTesting/__Snapshots__/CardViewSnapshotTests/defaultCardView.1.png 1170×2532 px; surface colour (242,242,247) spans x 276…895 px (row 1300), y 1129…1443 px (column 600) = x 92, y 376.333, 206.333 × 104.667 pt
// expect card: x=92 y=376.333 width=206.333 height=104.667
VStack(alignment: .leading) {
    Text("Titre")
    Text("Contenu de la carte")
}
.padding()
.padding()
.background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
.cornerRadius(10)
.shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
.id("card")
.padding()
