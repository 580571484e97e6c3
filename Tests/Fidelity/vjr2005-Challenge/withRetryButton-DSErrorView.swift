// fixture: an error view: exclamationmark.triangle.fill symbol at 48 pt, headline "Connection Error", body message, a bordered button "Retry", centred in a 320×350 frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Organisms/DSErrorViewSnapshotTests.swift withRetryButton; image Libraries/DesignSystem/Tests/Snapshots/Organisms/__Snapshots__/DSErrorViewSnapshotTests/withRetryButton.1.png 960×1050 px ÷ 3 = 320×350 pt; view Libraries/DesignSystem/Sources/Organisms/Feedback/DSErrorView.swift; the button's 1-pt stroke ink x 340–620, y 699–814 px is the frame ± 0.5 pt (half-covered edge pixels): x=114 y=233.667 width=92 height=37; the arrow.clockwise symbol makes the button 37 tall (text row 20.333 → 21); content 79.333…270.667 = 191.333 → exclamationmark.triangle.fill at 48 pt lays out 51.667 tall
// expect button: x=114 y=233.667 width=92 height=37
VStack(spacing: 16) {
    Image(systemName: "exclamationmark.triangle.fill")
        .font(.system(size: 48))
    VStack(spacing: 8) {
        Text("Connection Error")
            .font(.system(.headline, design: .rounded, weight: .semibold))
        Text("Please check your internet connection and try again.")
            .font(.system(.body, design: .rounded))
            .multilineTextAlignment(.center)
    }
    Button(action: {}) {
        HStack(spacing: 8) {
            Image(systemName: "arrow.clockwise")
                Text("Retry")
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
