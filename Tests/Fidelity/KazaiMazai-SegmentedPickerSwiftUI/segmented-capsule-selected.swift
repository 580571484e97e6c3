// fixture: SegmentedPicker ["One", "Two", "Three"] with "Two" selected, capsule style: an HStack(spacing: 0) of body Texts padded 16 × 8 (plain buttons); the selection is a gray Capsule exactly the size of the selected segment behind it (the library measures each segment with a GeometryReader preference and frames the selection to it; reconstructed as a .background on that segment); Dynamic Type medium (ViewImageConfig.iPhone13 preset); the capsule is 62 × 35.333 = "Two" 30 × 19.333 + 2 × 16 / 2 × 8, centred so that x = (390 − W)/2 + w("One" segment) = 158
// class: text
// strategy: fixed 390x844
// device: iphone-15-pro
// os: ios17
// scale: 3
// dynamic-type: medium
// source: KazaiMazai/SegmentedPickerSwiftUI@f08e482ec4fa6928bb15949be77644d92ed3634d Tests/SegmentedPickerTests/CapsuleSelectionViewTests.swift test_WhenSelectionIsProvided_SelectionIsVisible_Snapshot (.image(layout: .device(config: .iPhone13)), view Tests/SegmentedPickerTests/TestViews/CapsuleSelectionView.swift); image Tests/SegmentedPickerTests/__Snapshots__/CapsuleSelectionViewTests/test_WhenSelectionIsProvided_SelectionIsVisible_Snapshot.1.png 1170×2532 px; gray capsule columns 474…660, rows 141…247 px = x 158, 62 × 35.333 pt (from y 47, the preset's top safe area, which a fixed window does not have: y is not expected)
// expect capsule: x=158 width=62 height=35.333
VStack {
    HStack(spacing: 0) {
        Button {} label: {
            Text("One")
                .foregroundColor(Color.gray)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
        }
        .buttonStyle(PlainButtonStyle())
        Button {} label: {
            Text("Two")
                .foregroundColor(Color.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
        }
        .buttonStyle(PlainButtonStyle())
        .background(Capsule().fill(Color.gray).id("capsule"))
        Button {} label: {
            Text("Three")
                .foregroundColor(Color.gray)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
        }
        .buttonStyle(PlainButtonStyle())
    }
    Spacer()
}
