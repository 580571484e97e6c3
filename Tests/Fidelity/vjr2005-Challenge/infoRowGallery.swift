// fixture: five info rows (symbol, caption label over body value) with 12-pt spacing, padded 16, 320 wide
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSInfoRowSnapshotTests.swift infoRowGallery; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSInfoRowSnapshotTests/infoRowGallery.1.png 960×790 px ÷ 3 = 320×263.333 pt; 263.333 = 32 + 5 × 36.667 + 4 × 12 (rows are 36.667: caption 14.333 + 2 + body 20.333)
// expect root: width=320 height=263.333
VStack(spacing: 12) {
    HStack(spacing: 12) {
        Image(systemName: "person.fill")
            .font(.system(.body, design: .rounded))
            .frame(width: 24)
        VStack(alignment: .leading, spacing: 2) {
            Text("Name")
                .font(.system(.caption, design: .rounded))
            Text("Rick Sanchez")
                .font(.system(.body, design: .rounded))
        }
        Spacer()
    }
    HStack(spacing: 12) {
        Image(systemName: "location.fill")
            .font(.system(.body, design: .rounded))
            .frame(width: 24)
        VStack(alignment: .leading, spacing: 2) {
            Text("Location")
                .font(.system(.caption, design: .rounded))
            Text("Citadel of Ricks")
                .font(.system(.body, design: .rounded))
        }
        Spacer()
    }
    HStack(spacing: 12) {
        Image(systemName: "globe")
            .font(.system(.body, design: .rounded))
            .frame(width: 24)
        VStack(alignment: .leading, spacing: 2) {
            Text("Origin")
                .font(.system(.caption, design: .rounded))
            Text("Earth (C-137)")
                .font(.system(.body, design: .rounded))
        }
        Spacer()
    }
    HStack(spacing: 12) {
        Image(systemName: "heart.fill")
            .font(.system(.body, design: .rounded))
            .frame(width: 24)
        VStack(alignment: .leading, spacing: 2) {
            Text("Status")
                .font(.system(.caption, design: .rounded))
            Text("Alive")
                .font(.system(.body, design: .rounded))
        }
        Spacer()
    }
    HStack(spacing: 12) {
        Image(systemName: "exclamationmark.triangle.fill")
            .font(.system(.body, design: .rounded))
            .frame(width: 24)
        VStack(alignment: .leading, spacing: 2) {
            Text("Warning")
                .font(.system(.caption, design: .rounded))
            Text("Dangerous")
                .font(.system(.body, design: .rounded))
        }
        Spacer()
    }
}
.padding()
.frame(width: 320)
.id("root")
