// fixture: AlertBanner .error: an HStack(top, 16) of the ❌ emoji in title2 and a VStack(leading, 4) of a headline title and a secondary subheadline message, padded 16 with a tinted rounded background, then padded 16 again, in a fixed 375×120 window; the tinted box is centred (its top, 22.833, is drawn at 23: 68.5 px rounds up)
// class: stacks
// strategy: fixed 375x120
// device: iphone-16-pro
// os: ios26
// scale: 3
// source: medaminenajjar/DesignSystemKit@80ef70d4071061c3acb1ccdbd292c8ec6bb0a41f Tests/DesignSystemKitTests/SnapshotTesting/AlertBannerSnapshotTests.swift errorBannerStyle; image Tests/DesignSystemKitTests/SnapshotTesting/__Snapshots__/AlertBannerSnapshotTests/errorBannerStyle.1.png 1125×360 px (375×120 pt at 3×); tinted box (255,235,234) spans x 245…880 px, y 69…292 px (rows clear of the corners) = x 81.667, y 23, 211.667 × 74.333 pt
// expect banner: x=81.667 y=23 width=211.667 height=74.333
HStack(alignment: .top, spacing: 16) {
    Text("❌")
        .font(.title2)
    VStack(alignment: .leading, spacing: 4) {
        Text("Critical error")
            .font(.headline)
        Text("Unable to load data.")
            .font(.subheadline)
            .foregroundStyle(.secondary)
    }
}
.padding()
.background(Color.red.opacity(0.1))
.cornerRadius(10)
.id("banner")
.padding()
