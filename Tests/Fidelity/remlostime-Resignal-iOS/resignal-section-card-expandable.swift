// fixture: SectionCard "Details" (info.circle icon, expandable: a chevron.down in caption semibold after the Spacer) with a gray VStack(leading, 8) of three body bullet lines, .frame(width: 350).padding() on white in a 380×250 host; header 52.333 (info.circle is no taller than the text line), divider 0.333, content 3 × 20.333 + 2 × 8 + 32 = 109; the white box's centred top 28.167 is drawn at 28.333
// class: stacks
// strategy: fixed 380x250
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testSectionCard_Expandable; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testSectionCard_Expandable.1.png 1140×750 px; white box rows 85…666 px (193.667 tall); card rows 133…618 px (y 44.333, 161.667 tall), x 45…1095 px; divider row 290 px (y 96.667)
// expect root: y=28.333 width=382 height=193.667
// expect card: x=15 y=44.333 width=350 height=161.667
// expect header: height=52.333
// expect divider: y=96.667 height=0.333
VStack(alignment: .leading, spacing: 0) {
    Button {} label: {
        HStack(spacing: 8) {
            Image(systemName: "info.circle")
                .font(.body.weight(.medium))
                .foregroundStyle(Color.gray)
            Text("Details")
                .font(.headline)
                .foregroundStyle(Color.black)
            Spacer()
            Image(systemName: "chevron.down")
                .font(.caption.weight(.semibold))
                .foregroundStyle(Color.gray)
        }
        .padding(16)
        .id("header")
    }
    .buttonStyle(.plain)
    Divider()
        .background(Color.gray.opacity(0.15))
        .id("divider")
    VStack(alignment: .leading, spacing: 8) {
        Text("• First item")
        Text("• Second item")
        Text("• Third item")
    }
    .foregroundStyle(Color.gray)
    .padding(16)
}
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
