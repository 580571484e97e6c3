// fixture: SectionCard "Summary" with the doc.text icon: a card (white, 10-pt rounded, 1-pt gray 0.2 border) holding a VStack(leading, 0) of a plain-button header (HStack(8) of doc.text in body medium, a headline title and a Spacer, padded 16), a Divider and a gray body Text padded 16; .frame(width: 350).padding() on white is 382 wide, wider than the 380×200 host, so it overflows to x −1; the header is 52.667 tall (doc.text lays out 20.667, taller than the 20.333 headline line), the divider 0.333 (one pixel), the content 52.333
// class: stacks
// strategy: fixed 380x200
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 Resignal-iOS/ResignalTests/SnapshotTests/UIComponentSnapshotTests.swift testSectionCard_Basic; image Resignal-iOS/ResignalTests/SnapshotTests/__Snapshots__/UIComponentSnapshotTests/testSectionCard_Basic.1.png 1140×600 px; white box rows 94…506 px = y 31.333, 137.333 tall, full width; card border x 45…1095 px (x 15, 350 wide), rows 142…458 px (y 47.333, 105.333 tall); divider row 300 px (y 100, one pixel)
// expect root: y=31.333 width=382 height=137.333
// expect card: x=15 y=47.333 width=350 height=105.333
// expect header: y=47.333 height=52.667
// expect divider: y=100 height=0.333
VStack(alignment: .leading, spacing: 0) {
    Button {} label: {
        HStack(spacing: 8) {
            Image(systemName: "doc.text")
                .font(.body.weight(.medium))
                .foregroundStyle(Color.gray)
            Text("Summary")
                .font(.headline)
                .foregroundStyle(Color.black)
            Spacer()
        }
        .padding(16)
        .id("header")
    }
    .buttonStyle(.plain)
    Divider()
        .background(Color.gray.opacity(0.15))
        .id("divider")
    Text("This is the content of the section card.")
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
