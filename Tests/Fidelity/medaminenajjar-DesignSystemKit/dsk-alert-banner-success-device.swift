// fixture: AlertBanner .success on the iPhone 13 device layout (390×844, safe area 47/34, Dynamic Type .medium from the preset's traits): the ✅ emoji in title2 beside a headline title over a secondary subheadline message, padded 16 on a tinted rounded box, padded 16 again, centred in the safe area
// class: stacks
// strategy: device
// device: iphone-16e
// os: ios26
// scale: 3
// dynamic-type: medium
// source: medaminenajjar/DesignSystemKit@80ef70d4071061c3acb1ccdbd292c8ec6bb0a41f Tests/DesignSystemKitTests/SnapshotTesting/AlertBannerSnapshotTests.swift successBanner (.device(config: .iPhone13)); image Tests/DesignSystemKitTests/SnapshotTesting/__Snapshots__/AlertBannerSnapshotTests/successBanner.1.png 1170×2532 px; tinted box (234,249,238) spans x 102…1068 px (row 1300), y 1177…1394 px = x 34, y 392.333, 322 × 72.333 pt
// expect banner: x=34 y=392.333 width=322 height=72.333
HStack(alignment: .top, spacing: 16) {
    Text("✅")
        .font(.title2)
    VStack(alignment: .leading, spacing: 4) {
        Text("Success")
            .font(.headline)
        Text("The data has been saved successfully.")
            .font(.subheadline)
            .foregroundStyle(.secondary)
    }
}
.padding()
.background(Color.green.opacity(0.1))
.cornerRadius(10)
.id("banner")
.padding()
