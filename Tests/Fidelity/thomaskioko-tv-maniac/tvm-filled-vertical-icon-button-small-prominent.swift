// fixture: tv-maniac's FilledVerticalIconButton: a .borderedProminent button at .controlSize(.small) whose label (a symbol over a one-line title) is framed to exactly 85 × 35, padded 16, centred on the iPhone 13 Pro device layout: the filled box is the frame + 10 on each side and + 5 above and below (small bordered insets, iOS 26)
// class: controls
// strategy: device
// device: iphone-16e
// os: ios26
// scale: 3
// dynamic-type: medium
// source: thomaskioko/tv-maniac@922ae7e683030bd30aa7c98d0f0c90302fcc1a4c ios/Packages/Components/Tests/ComponentsTests/FilledVerticalIconButtonTest.swift test_FilledVerticalIconButton (.padding().appPreview().assertSnapshot: UIHostingController on .device(config: .iPhone13Pro), ios/Packages/SnapshotTestingLib/Sources/SnapshotTestingLib/SnapshotTesting+Extensions.swift); component ios/Packages/Components/Sources/Components/Buttons/FilledVerticalIconButton.swift (VStack(spacing: 2) { Image; Text }.padding(.vertical, 4).frame(width: 85, height: 35), .borderedProminent, .controlSize(.small), .buttonBorderShape(.roundedRectangle(radius: 8)))
// source: image ios/Packages/Components/Tests/ComponentsTests/__Snapshots__/FilledVerticalIconButtonTest/FilledVerticalIconButton.light.png 1170×2532 px (CI: fastlane TEST_OS 26.5, Xcode 26.5); the preview background (248,253,255) spans x 380…791, y 1170…1401 px = x 126.667, y 390, 137 × 77 pt (centred: 47 + (844 − 47 − 34 − 77) / 2 = 390); the tint fill (57,71,234) spans x 428…743 on row 1285 and y 1218…1353 on column 585 px = x 142.667, y 406, 105 × 45 pt = 85 + 2 × 10 by 35 + 2 × 5
// source: the title is Work Sans 11 pt in the app (a custom font); it is written here as caption2: the label's frame is fixed, so the font does not change any number
// expect button: x=142.667 y=406 width=105 height=45
// expect root: x=126.667 y=390 width=137 height=77
Button {} label: {
    VStack(spacing: 2) {
        Image(systemName: "plus.circle.fill")
        Text("Track")
            .font(.caption2)
            .lineLimit(1)
    }
    .padding(.vertical, 4)
    .frame(width: 85, height: 35)
}
.buttonStyle(.borderedProminent)
.controlSize(.small)
.buttonBorderShape(.roundedRectangle(radius: 8))
.id("button")
.padding()
.background(Color(red: 248 / 255, green: 253 / 255, blue: 1))
.id("root")
