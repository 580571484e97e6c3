// fixture: COORB CountryRow card: a leading VStack(spacing: 6) of a headline Text and an HStack(spacing: 8) of two subheadline Labels with SF Symbols (building.2, dollarsign.circle) around a Spacer, padded 16, full width, inside a further 16-pt padding, in a fixed 375×120 window
// class: lists
// strategy: fixed 375x120
// device: iphone-15-pro
// os: ios18
// scale: 3
// source: mwefky/COORB@4fbdf7cdbcfabcff8072138d0e66381955c3fe59 COORBAssessmentTests/Snapshots/CountryRowSnapshotTests.swift test_countryRow_default (CountryRow(country: Egypt, Cairo, Egyptian pound).padding().background(Color.white), .image(layout: .fixed(width: 375, height: 120))); component COORBAssessment/Features/CountryList/CountryRow.swift; image COORBAssessmentTests/Snapshots/__Snapshots__/CountryRowSnapshotTests/test_countryRow_default.1.png 1125×360 px ÷ 3; the card's 70 %-white fill shows its shadow through it, so its edges are crisp steps in grey level: columns px 48 | 1077 (row 150), rows px 60 | 301 (column 560) → 343 × 80.333 from x 16; 80.333 = 16 + 20.333 (headline) + 6 + 22 + 16, so the HStack of Labels is 22 tall (a subheadline Text line is 18); the card's layout y, (120 − 112.333) ÷ 2 + 16 = 19.833, is drawn from px 60 (20): no y
// expect card: x=16 width=343 height=80.333
VStack(alignment: .leading, spacing: 6) {
    Text("Egypt")
        .font(.headline)
    HStack(spacing: 8) {
        Label("Cairo", systemImage: "building.2")
        Spacer()
        Label("Egyptian pound", systemImage: "dollarsign.circle")
    }
    .font(.subheadline)
    .foregroundColor(.secondary)
}
.padding()
.frame(maxWidth: .infinity, alignment: .leading)
.background(Color.white.opacity(0.7))
.cornerRadius(12)
.shadow(color: .black.opacity(0.08), radius: 4, x: 0, y: 2)
.id("card")
.padding()
.background(Color.white)
