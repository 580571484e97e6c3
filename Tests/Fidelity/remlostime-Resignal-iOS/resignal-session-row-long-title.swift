// fixture: SessionRowView with a long title (lineLimit 1, truncated next to the caption date "in 0 seconds"), the one-line callout preview "Some input text here", tags Tag1–Tag3 (the row shows the first three of four) and the "Analyzed" label; card 110 = 32 + 20.333 + 8 + 19.333 + 8 + 22.333; chips at whole-pixel origins: Tag1 50, Tag2 51.667, Tag3 52 wide (texts 26, 27.667, 28)
// class: stacks
// strategy: fixed 380x180
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/SessionRowSnapshotTests.swift testSessionRowView_LongTitle; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/SessionRowSnapshotTests/testSessionRowView_LongTitle.1.png 1140×540 px; card border rows 105…435 px (y 35, 110 tall); chips at row 353 x 93…243, 267…422, 446…602 px, rows 320…387 px (y 106.667, 22.333 tall)
// expect card: x=15 y=35 width=350 height=110
// expect chip1: x=31 y=106.667 width=50 height=22.333
// expect chip2: x=89 width=51.667
// expect chip3: x=148.667 width=52
VStack(alignment: .leading, spacing: 8) {
    HStack {
        Text("This is a very long session title that should be truncated properly")
            .font(.headline)
            .foregroundStyle(Color.black)
            .lineLimit(1)
        Spacer()
        Text("in 0 seconds")
            .font(.caption)
            .foregroundStyle(Color.gray.opacity(0.6))
    }
    Text("Some input text here")
        .font(.callout)
        .foregroundStyle(Color.gray)
        .lineLimit(2)
        .id("preview")
    HStack(spacing: 8) {
        HStack(spacing: 8) {
            Text("Tag1")
                .font(.caption)
                .foregroundStyle(Color.black)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Color(uiColor: .systemGray6))
                .clipShape(Capsule())
                .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
                .id("chip1")
            Text("Tag2")
                .font(.caption)
                .foregroundStyle(Color.black)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Color(uiColor: .systemGray6))
                .clipShape(Capsule())
                .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
                .id("chip2")
            Text("Tag3")
                .font(.caption)
                .foregroundStyle(Color.black)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Color(uiColor: .systemGray6))
                .clipShape(Capsule())
                .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
                .id("chip3")
        }
        Spacer()
        Label("Analyzed", systemImage: "checkmark.circle.fill")
            .font(.caption)
            .foregroundStyle(Color.green)
    }
}
.padding(16)
.background(Color.white)
.clipShape(RoundedRectangle(cornerRadius: 10))
.overlay(
    RoundedRectangle(cornerRadius: 10)
        .strokeBorder(Color.gray.opacity(0.2), lineWidth: 1)
)
.id("card")
.frame(width: 350)
.padding()
.background(Color.white)
.id("root")
