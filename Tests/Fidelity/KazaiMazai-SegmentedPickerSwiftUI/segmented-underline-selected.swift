// fixture: SegmentedPicker ["One", "Two", "Three"] with "Two" selected, underline style: the same HStack(spacing: 0) of body Texts padded 16 × 8, the selection a VStack(spacing: 0) { Spacer(); Color.black.frame(height: 1) } framed to the selected segment (reconstructed as a .background on it), bottom-aligned; the 1-pt line spans the segment: x 158, 62 wide; Dynamic Type medium (ViewImageConfig.iPhone13 preset)
// class: text
// strategy: fixed 390x844
// device: iphone-15-pro
// os: ios17
// scale: 3
// dynamic-type: medium
// source: KazaiMazai/SegmentedPickerSwiftUI@f08e482ec4fa6928bb15949be77644d92ed3634d Tests/SegmentedPickerTests/UnderlineSelectionViewTests.swift test_WhenSelectionIsProvided_SelectionIsVisible_Snapshot (.image(layout: .device(config: .iPhone13)), view Tests/SegmentedPickerTests/TestViews/UnderlineSelectionView.swift); image Tests/SegmentedPickerTests/__Snapshots__/UnderlineSelectionViewTests/test_WhenSelectionIsProvided_SelectionIsVisible_Snapshot.1.png 1170×2532 px; black line columns 474…660, rows 244…247 px = x 158, 62 × 1 pt at y 81.333 (= 47 + 35.333 − 1 on the device; y not expected in a fixed window)
// expect underline: x=158 width=62 height=1
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
                .foregroundColor(Color.black)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
        }
        .buttonStyle(PlainButtonStyle())
        .background(
            VStack(spacing: 0) {
                Spacer()
                Color.black
                    .frame(height: 1)
                    .id("underline")
            }
        )
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
