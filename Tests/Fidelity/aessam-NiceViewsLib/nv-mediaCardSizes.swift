// fixture: NiceViews MediaCard small/medium/large, each over a caption Text in a default-spacing VStack, in an HStack(spacing: 20), padded 16, in a fixed 700×450 window
// class: stacks
// strategy: fixed 700x450
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// tolerance: 0.5
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testMediaCardSizes (.image(layout: .fixed(width: 700, height: 450))); component NiceViews/Components/MediaCard.swift (widths 150, 180, 280); image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testMediaCardSizes.1.png 2100×1350 px ÷ 3; the aspect-filled photo squares span px x 75-525, 585-1125, 1185-2025 (25, 195, 395: 650 wide in all, centred) and start at rows 364, 319, 169 (121.333, 106.333, 56.333); each column is s + 55.667 + its width tall (8, a 17 line, 2, a 14.333 line, s, a 14.333 caption) and centred on y 225, so the drawn tops fit s = 2 (tops 121.167, 106.167, 56.167 drawn from the pixel-rounded 121.333, 106.333, 56.333) and no s outside 1.333…2: a VStack ending in a Text sits 2 above the next Text, like two Texts (tolerance 0.5 for that pixel rounding, not for the sizes)
// expect small: x=25 y=121.167 width=150 height=150
// expect medium: x=195 y=106.167 width=180 height=180
// expect large: x=395 y=56.167 width=280 height=280
HStack(spacing: 20) {
    VStack {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .bottomTrailing) {
                Image(systemName: "photo")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 150, height: 150)
                    .background(Color.gray.opacity(0.2))
                    .cornerRadius(8)
                    .id("small")
            }
            VStack(alignment: .leading, spacing: 2) {
                Text("Small Card")
                    .font(.system(size: 14, weight: .medium))
                    .lineLimit(1)
                Text("Compact size")
                    .font(.system(size: 12))
                    .lineLimit(1)
            }
            .frame(width: 150, alignment: .leading)
        }
        Text("Small").font(.caption)
    }
    VStack {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .bottomTrailing) {
                Image(systemName: "photo")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 180, height: 180)
                    .background(Color.gray.opacity(0.2))
                    .cornerRadius(8)
                    .id("medium")
            }
            VStack(alignment: .leading, spacing: 2) {
                Text("Medium Card")
                    .font(.system(size: 14, weight: .medium))
                    .lineLimit(1)
                Text("Default size")
                    .font(.system(size: 12))
                    .lineLimit(1)
            }
            .frame(width: 180, alignment: .leading)
        }
        Text("Medium").font(.caption)
    }
    VStack {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .bottomTrailing) {
                Image(systemName: "photo")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 280, height: 280)
                    .background(Color.gray.opacity(0.2))
                    .cornerRadius(8)
                    .id("large")
            }
            VStack(alignment: .leading, spacing: 2) {
                Text("Large Card")
                    .font(.system(size: 14, weight: .medium))
                    .lineLimit(1)
                Text("Big size")
                    .font(.system(size: 12))
                    .lineLimit(1)
            }
            .frame(width: 280, alignment: .leading)
        }
        Text("Large").font(.caption)
    }
}
.padding()
