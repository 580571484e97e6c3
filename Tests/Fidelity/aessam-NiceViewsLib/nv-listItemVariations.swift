// fixture: NiceViews ListItem variations: four 72-pt rows (56×56 resizable SF Symbol squares, 16×8 padding, up to three one-line Texts, a Play overlay or a trailing chevron) separated by Dividers in a VStack(spacing: 0), centred in a fixed 430×320 window
// class: lists
// strategy: fixed 430x320
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// tolerance: 0.5
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testListItemVariations (.image(layout: .fixed(width: 430, height: 320))); components NiceViews/Components/ListItem.swift, PlayButton in MediaCard.swift; image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testListItemVariations.1.png 1290×960 px ÷ 3; the symbol squares are px rows 71-239, 288-455, 504-673, 722-890 (x 48-216) and the Dividers the single grey (198,198,200) px rows 263, 479, 697 across the full width; with 4 × 72 + 3 × 0.333 = 289 centred in 320 the layout tops are 15.5 + 8 = 23.5, 95.833, 168.167, 240.5 and the Dividers 87.5, 159.833, 232.167, drawn on the pixel grid up to 1/3 pt away (tolerance 0.5 for that snapping, not for the sizes): one Divider is one pixel, 0.333 pt, in a VStack
// expect music: x=16 y=23.5 width=56 height=56
// expect video: x=16 y=95.833 width=56 height=56
// expect settings: x=16 y=168.167 width=56 height=56
// expect folder: x=16 y=240.5 width=56 height=56
// expect divider1: x=0 y=87.5 width=430 height=0.333
// expect divider2: x=0 y=159.833 width=430 height=0.333
// expect divider3: x=0 y=232.167 width=430 height=0.333
VStack(spacing: 0) {
    HStack(spacing: 12) {
        ZStack {
            Image(systemName: "music.note")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 56, height: 56)
                .background(Color.gray.opacity(0.2))
                .cornerRadius(8)
                .id("music")
            ZStack {
                Circle()
                    .fill(Color.black.opacity(0.7))
                    .frame(width: 32, height: 32)
                Image(systemName: "play.fill")
                    .font(.system(size: 12.8))
            }
        }
        VStack(alignment: .leading, spacing: 2) {
            Text("Bohemian Rhapsody")
                .font(.system(size: 16, weight: .medium))
                .lineLimit(1)
            Text("Queen")
                .font(.system(size: 14))
                .lineLimit(1)
            Text("5:55")
                .font(.system(size: 12))
                .lineLimit(1)
        }
        Spacer()
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
    Divider()
        .id("divider1")
    HStack(spacing: 12) {
        ZStack {
            Image(systemName: "play.rectangle.fill")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 56, height: 56)
                .background(Color.gray.opacity(0.2))
                .cornerRadius(8)
                .id("video")
            ZStack {
                Circle()
                    .fill(Color.black.opacity(0.7))
                    .frame(width: 32, height: 32)
                Image(systemName: "play.fill")
                    .font(.system(size: 12.8))
            }
        }
        VStack(alignment: .leading, spacing: 2) {
            Text("SwiftUI Tutorial")
                .font(.system(size: 16, weight: .medium))
                .lineLimit(1)
            Text("Learn the basics")
                .font(.system(size: 14))
                .lineLimit(1)
            Text("12:34")
                .font(.system(size: 12))
                .lineLimit(1)
        }
        Spacer()
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
    Divider()
        .id("divider2")
    HStack(spacing: 12) {
        ZStack {
            Image(systemName: "gear")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 56, height: 56)
                .background(Color.gray.opacity(0.2))
                .cornerRadius(8)
                .id("settings")
        }
        VStack(alignment: .leading, spacing: 2) {
            Text("General")
                .font(.system(size: 16, weight: .medium))
                .lineLimit(1)
            Text("Display & Brightness")
                .font(.system(size: 14))
                .lineLimit(1)
        }
        Spacer()
        Image(systemName: "chevron.right")
            .foregroundColor(.secondary)
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
    Divider()
        .id("divider3")
    HStack(spacing: 12) {
        ZStack {
            Image(systemName: "folder.fill")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 56, height: 56)
                .background(Color.gray.opacity(0.2))
                .cornerRadius(8)
                .id("folder")
        }
        VStack(alignment: .leading, spacing: 2) {
            Text("Documents")
                .font(.system(size: 16, weight: .medium))
                .lineLimit(1)
            Text("42 items")
                .font(.system(size: 12))
                .lineLimit(1)
        }
        Spacer()
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 8)
}
