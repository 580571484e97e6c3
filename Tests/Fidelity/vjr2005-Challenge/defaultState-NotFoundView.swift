// fixture: the not-found screen: an empty state (questionmark.circle at 56 pt, headline "Page Not Found", body "The requested page could not be found.", bordered button "Go Back") in a NavigationStack on the 428×926 iPhone 13 Pro Max configuration, whose traits set Dynamic Type medium
// class: text
// strategy: fixed 428x926
// device: iphone-17-pro
// os: ios26
// scale: 3
// dynamic-type: medium
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Features/System/Tests/Snapshots/Presentation/NotFoundViewSnapshotTests.swift defaultState (.device = .image(layout: .device(config: .iPhone13ProMax)), Libraries/SnapshotTestKit/Sources/SnapshotTestKit.swift; view Features/System/Sources/Presentation/NotFound/Views/NotFoundView.swift; strings from Shared/Resources/Sources/Resources/Localizable.xcstrings, en); image Features/System/Tests/Snapshots/Presentation/__Snapshots__/NotFoundViewSnapshotTests/defaultState.1.png 1284×2778 px ÷ 3 = 428×926 pt, last written ca4226b (2026-01-31); button stroke ink x 511–773, y 1567–1677 px = the 86×35.333 frame at x 171 ± 0.5: 35.333 = 16 + a 19.333 headline line, i.e. Dynamic Type medium (16 pt); y is not asserted (it depends on the navigation bar's share of the screen)
// expect button: x=171 width=86 height=35.333
NavigationStack {
    VStack(spacing: 16) {
        Image(systemName: "questionmark.circle")
            .font(.system(size: 56))
        VStack(spacing: 8) {
            Text("Page Not Found")
                .font(.system(.headline, design: .rounded, weight: .semibold))
            Text("The requested page could not be found.")
                .font(.system(.body, design: .rounded))
                .multilineTextAlignment(.center)
        }
        Button(action: {}) {
            HStack(spacing: 8) {
                Text("Go Back")
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
}
