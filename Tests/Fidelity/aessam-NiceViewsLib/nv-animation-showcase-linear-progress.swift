// fixture: NiceViews' AnimationShowcaseView, its "Loading States" section: a linear ProgressView (LinearProgressViewStyle(tint: .blue), value animated to 1) under a caption Text in a VStack(spacing: 8) padded 16 horizontally, in a ScrollView on the 430×932 device layout: the bar fills the width and is 4 tall (iOS 18.5)
// class: controls
// strategy: device
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testAnimationShowcaseView (.image(layout: .device(config: .iPhone16Pro)), the test file's 430×932 config, safe area 59/34, scale 3, Dynamic Type large); component NiceViews/AnimationShowcaseView.swift (ScrollView { VStack(spacing: 32) { VStack(alignment: .leading, spacing: 16) { headline Text; VStack(spacing: 12) { ShimmerLoadingCard; Button; VStack(spacing: 8) { caption Text; ProgressView }.padding(.horizontal) } } … } })
// source: image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testAnimationShowcaseView.1.png 1290×2796 px; the blue bar (0,120,250…0,122,255) spans rows 906…918 px on column 300 (4 pt) and columns 48…1242 px on row 910 (x 16, 398 pt wide = 430 − 16 − 16)
// source: y is not expected: the section's vertical origin in this scroll view is not reproduced (the card's shadow and the headline's ink put it 5–16 pt lower than a ScrollView starting at the 59-pt safe-area top would; not explained); the bar's frame is taken as its drawn 4 (the caption's ink, 8 above, and the next headline's, 32 below, agree within 0.7 pt)
// source: the other sections (the flip card, the rotation and slide buttons, the parallax cards, the transition) are left out: they sit below the bar and do not move it horizontally
// expect progress: x=16 width=398 height=4
ScrollView {
    VStack(spacing: 32) {
        VStack(alignment: .leading, spacing: 16) {
            Text("Loading States")
                .font(.headline)
                .padding(.horizontal)
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.gray.opacity(0.3))
                        .frame(width: 60, height: 60)
                    VStack(alignment: .leading, spacing: 8) {
                        RoundedRectangle(cornerRadius: 4)
                            .fill(Color.gray.opacity(0.3))
                            .frame(height: 16)
                        RoundedRectangle(cornerRadius: 4)
                            .fill(Color.gray.opacity(0.3))
                            .frame(width: 120, height: 12)
                    }
                    Spacer()
                }
                .padding()
                .background(Color(UIColor.systemBackground))
                .cornerRadius(12)
                .padding(.horizontal)
                Button("Loading...") {}
                    .foregroundColor(.white)
                    .padding()
                    .background(Color.blue)
                    .cornerRadius(8)
                    .disabled(true)
                VStack(spacing: 8) {
                    Text("Download Progress")
                        .font(.caption)
                    ProgressView(value: 1.0)
                        .progressViewStyle(LinearProgressViewStyle(tint: .blue))
                        .id("progress")
                }
                .padding(.horizontal)
            }
        }
    }
}
