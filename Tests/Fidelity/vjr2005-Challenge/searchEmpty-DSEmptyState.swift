// fixture: an empty state: magnifyingglass symbol at 56 pt, headline "No Search Results", body message, a bordered button "Clear Search", centred in a 320×350 frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Organisms/DSEmptyStateSnapshotTests.swift searchEmpty; image Libraries/DesignSystem/Tests/Snapshots/Organisms/__Snapshots__/DSEmptyStateSnapshotTests/searchEmpty.1.png 960×1050 px ÷ 3 = 320×350 pt; view Libraries/DesignSystem/Sources/Organisms/Feedback/DSEmptyState.swift; the button's 1-pt stroke ink x 291–669, y 682–795 px is the frame ± 0.5 pt (half-covered edge pixels): x=97.667 y=228 width=124.667 height=36.333; content 85.667…264.333 = 178.667 = symbol + 16 + 20.333 + 8 + one body line 20.333 + 16 + 36.333 → magnifyingglass at 56 pt lays out 61.667 tall
// expect button: x=97.667 y=228 width=124.667 height=36.333
VStack(spacing: 16) {
    Image(systemName: "magnifyingglass")
        .font(.system(size: 56))
    VStack(spacing: 8) {
        Text("No Search Results")
            .font(.system(.headline, design: .rounded, weight: .semibold))
        Text("Try adjusting your search terms.")
            .font(.system(.body, design: .rounded))
            .multilineTextAlignment(.center)
    }
    Button(action: {}) {
        HStack(spacing: 8) {
            Text("Clear Search")
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
