// fixture: an error view: exclamationmark.triangle.fill symbol at 48 pt, headline "Unable to Load", body message, a bordered button "Try Again", centred in a 320×350 frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Organisms/DSErrorViewSnapshotTests.swift fullConfiguration; image Libraries/DesignSystem/Tests/Snapshots/Organisms/__Snapshots__/DSErrorViewSnapshotTests/fullConfiguration.1.png 960×1050 px ÷ 3 = 320×350 pt; view Libraries/DesignSystem/Sources/Organisms/Feedback/DSErrorView.swift; the button's 1-pt stroke ink x 293–667, y 699–814 px is the frame ± 0.5 pt (half-covered edge pixels): x=98.333 y=233.667 width=123.333 height=37; same vertical layout as withRetryButton (two message lines)
// expect button: x=98.333 y=233.667 width=123.333 height=37
VStack(spacing: 16) {
    Image(systemName: "exclamationmark.triangle.fill")
        .font(.system(size: 48))
    VStack(spacing: 8) {
        Text("Unable to Load")
            .font(.system(.headline, design: .rounded, weight: .semibold))
        Text("There was a problem loading the content. Please try again later.")
            .font(.system(.body, design: .rounded))
            .multilineTextAlignment(.center)
    }
    Button(action: {}) {
        HStack(spacing: 8) {
            Image(systemName: "arrow.clockwise")
                Text("Try Again")
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
