// fixture: EmptyStateView with an action: a VStack(spacing: 24) of Image(systemName: "plus.circle") at .system(size: 56, weight: .thin), a VStack(spacing: 8) of a title2-semibold title "Create Your First Session" and a body description "Tap the button below to start" (both centred), and a filled PrimaryButton "New Session" capped by .frame(maxWidth: 200); padded 32, in .frame(width: 350, height: 400) on white, hosted in 350×400; the black button is 200 × 44.333 at (75, 261) — with the title2 and body lines at 26.333 and 20.333 that places the symbol's layout height at 63.667 (its ink is 53.667 square)
// class: symbols
// strategy: fixed 350x400
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testEmptyStateView_WithAction (component Resignal-iOS/Resignal/UI/Components/EmptyStateView.swift); image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testEmptyStateView_WithAction.1.png 1050×1200 px; black fill (--match 000000) x 225…825, y 783…916 px = (75, 261) 200 × 44.333 pt; symbol ink rows 299…460 px
// expect button: x=75 y=261 width=200 height=44.333
VStack(spacing: 24) {
    Image(systemName: "plus.circle")
        .font(.system(size: 56, weight: .thin))
        .foregroundStyle(Color.gray.opacity(0.6))
    VStack(spacing: 8) {
        Text("Create Your First Session")
            .font(.title2.weight(.semibold))
            .foregroundStyle(Color.black)
            .multilineTextAlignment(.center)
        Text("Tap the button below to start")
            .font(.body)
            .foregroundStyle(Color.gray)
            .multilineTextAlignment(.center)
    }
    Button {} label: {
        HStack(spacing: 8) {
            Text("New Session")
                .font(.headline)
        }
        .frame(maxWidth: .infinity)
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .foregroundStyle(.white)
        .background(Color.black)
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
    .id("button")
    .frame(maxWidth: 200)
}
.padding(32)
.frame(width: 350, height: 400)
.background(Color.white)
