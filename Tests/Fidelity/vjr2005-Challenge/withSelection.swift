// fixture: a chip group: headline Text "Status" over a horizontal ScrollView of three serif-subheadline chips ("Alive", "Dead", "Unknown"), padded 16, 320 wide
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSChipGroupSnapshotTests.swift withSelection; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSChipGroupSnapshotTests/withSelection.1.png 960×283 px ÷ 3 = 320×94.333 pt; view Libraries/DesignSystem/Sources/Molecules/DSChipGroup.swift; 94.333 = 32 + 20.333 + 8 + 34; chip ink columns 48–224, 248–430, 454–731 px, rows 133–235 px
// expect root: width=320 height=94.333
// expect alive: x=16 y=44.333 width=58.667 height=34
// expect dead: x=82.667 y=44.333 width=60.667 height=34
// expect unknown: x=151.333 y=44.333 width=92.333 height=34
VStack(alignment: .leading, spacing: 8) {
    Text("Status")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    ScrollView(.horizontal, showsIndicators: false) {
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
    }
}
.padding()
.frame(width: 320)
.id("root")
