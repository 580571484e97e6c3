// fixture: an empty state: tray symbol at 56 pt, headline "No Characters", body message, a bordered button "Refresh", centred in a 320×350 frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Organisms/DSEmptyStateSnapshotTests.swift withActionButton; image Libraries/DesignSystem/Tests/Snapshots/Organisms/__Snapshots__/DSEmptyStateSnapshotTests/withActionButton.1.png 960×1050 px ÷ 3 = 320×350 pt; view Libraries/DesignSystem/Sources/Organisms/Feedback/DSEmptyState.swift; the button's 1-pt stroke ink x 351–610, y 704–817 px is the frame ± 0.5 pt (half-covered edge pixels): x=117.667 y=235.333 width=85 height=36.333; content bottom 271.667 → centred content 78.333…271.667 = 193.333 = tray + 16 + 20.333 + 8 + 2 body lines 42.333 + 16 + 36.333 → the tray symbol at 56 pt lays out 54.333 tall
// expect button: x=117.667 y=235.333 width=85 height=36.333
VStack(spacing: 16) {
    Image(systemName: "tray")
        .font(.system(size: 56))
    VStack(spacing: 8) {
        Text("No Characters")
            .font(.system(.headline, design: .rounded, weight: .semibold))
        Text("There are no characters to display at this time.")
            .font(.system(.body, design: .rounded))
            .multilineTextAlignment(.center)
    }
    Button(action: {}) {
        HStack(spacing: 8) {
            Text("Refresh")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.clear)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 1) }
    }
    .id("button")
}
.padding(20)
.frame(maxWidth: .infinity, maxHeight: .infinity)
.frame(width: 320, height: 350)
