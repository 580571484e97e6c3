// fixture: SessionRowView with analysis: a card (white, 10-pt rounded, 1-pt gray 0.2 border) padded 16 around a VStack(leading, 8) of an HStack (headline title, lineLimit 1; Spacer; caption relative date, drawn "in 0 seconds"), the callout input preview (lineLimit 2: the string's newline and the 2-line limit give "Q: Tell me about your experience / with SwiftUI.…") and an HStack(8) of the first three tag chips (caption, 12 × 4 padding, capsule; the app's FlowLayout → HStack(8)), a Spacer and a caption Label "Analyzed" (checkmark.circle.fill); .frame(width: 350).padding() on white in a 380×180 host; card 131 = 32 + 20.333 + 8 + 40.333 (two callout lines) + 8 + 22.333
// class: stacks
// strategy: fixed 380x180
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/SessionRowSnapshotTests.swift testSessionRowView_WithAnalysis (component Resignal-iOS/Resignal/Features/Home/HomeView.swift SessionRowView; preview = Session.inputPreview, the trimmed input cut to 100 characters + "...", Resignal-iOS/Resignal/Models/Session.swift); image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/SessionRowSnapshotTests/testSessionRowView_WithAnalysis.1.png 1140×540 px; card border rows 74…467 px (y 24.667, 131 tall), columns 45…1095; chips at row 384 x 93…225, 249…407, 431…664 px (x 31, 83, 143.667; 44, 52.667, 77.667 wide), rows …419 px (bottom 139.667; a faint top row at 351 px, so the top is taken as 139.667 − 22.333)
// expect card: x=15 y=24.667 width=350 height=131
// expect chip1: x=31 y=117.333 width=44 height=22.333
// expect chip2: x=83 width=52.667
// expect chip3: x=143.667 width=77.667
VStack(alignment: .leading, spacing: 8) {
    HStack {
        Text("iOS Engineer Interview")
            .font(.headline)
            .foregroundStyle(Color.black)
            .lineLimit(1)
        Spacer()
        Text("in 0 seconds")
            .font(.caption)
            .foregroundStyle(Color.gray.opacity(0.6))
    }
    Text("Q: Tell me about your experience with SwiftUI.\nA: I have been working with SwiftUI since its introdu...")
        .font(.callout)
        .foregroundStyle(Color.gray)
        .lineLimit(2)
        .id("preview")
    HStack(spacing: 8) {
        HStack(spacing: 8) {
            Text("iOS")
                .font(.caption)
                .foregroundStyle(Color.black)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Color(uiColor: .systemGray6))
                .clipShape(Capsule())
                .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
                .id("chip1")
            Text("Swift")
                .font(.caption)
                .foregroundStyle(Color.black)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Color(uiColor: .systemGray6))
                .clipShape(Capsule())
                .overlay(Capsule().strokeBorder(Color.gray.opacity(0.2), lineWidth: 1))
                .id("chip2")
            Text("Technical")
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
