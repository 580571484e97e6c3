// fixture: three serif-subheadline chips "Alive" (filled), "Dead", "Unknown" (bordered) in an HStack with 8-pt spacing, padded 16, centred in a 320×60 window
// class: text
// strategy: fixed 320x60
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSChipSnapshotTests.swift chipGallery; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSChipSnapshotTests/chipGallery.1.png 960×180 px ÷ 3 = 320×60 pt; capsule ink columns 139–315, 339–521, 545–822 px, rows 39–141 px: widths 58.667, 60.667, 92.333 pt (texts 34.667, 36.667, 68.333), gaps exactly 24 px = 8 pt
// expect alive: x=46.333 y=13 width=58.667 height=34
// expect dead: x=113 y=13 width=60.667 height=34
// expect unknown: x=181.667 y=13 width=92.333 height=34
HStack(spacing: 8) {
    Button(action: {}) {
        Text("Alive")
            .font(.system(.subheadline, design: .serif))
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Color.blue, in: .capsule)
            .clipShape(.capsule)
    }
    .buttonStyle(.plain)
    .id("alive")
    Button(action: {}) {
        Text("Dead")
            .font(.system(.subheadline, design: .serif))
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Color.clear, in: .capsule)
            .overlay { Capsule().strokeBorder(Color.gray, lineWidth: 1) }
            .clipShape(.capsule)
    }
    .buttonStyle(.plain)
    .id("dead")
    Button(action: {}) {
        Text("Unknown")
            .font(.system(.subheadline, design: .serif))
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(Color.clear, in: .capsule)
            .overlay { Capsule().strokeBorder(Color.gray, lineWidth: 1) }
            .clipShape(.capsule)
    }
    .buttonStyle(.plain)
    .id("unknown")
}
.padding()
