// fixture: a font design with faces of its own is measured with them, its own optical-size blend and its own tracking (docs/text-model.md): SF Pro Rounded's static faces with Rounded's trak, New York at the optical size of its point size with its trak, SF Mono's fixed advance
// device: iphone-15-pro
// source: "Tertiary" headline rounded semibold 17 pt: SF Pro Rounded Semibold 6789 font units (advances and kerning, Views/Text/sf-pro.yaml) × 17/2048 + 8 × 21.97/1000 × 17 (Rounded's trak at 17 pt, 45/2048 em) = 59.342 → ceil(178.03)/3 = 59.667; measured 59.667 (vjr2005/Challenge@69e32797 tertiaryButton, 83.667 − 24)
// source: "Unknown" subheadline serif 15 pt: New York Regular at opsz 12 → 60, share (15 − 12)/48 = 0.0625: 9294.19 units × 15/2048 + 7 × 0 (New York's trak is 0 at 15 pt) = 68.073 → 68.333; measured 68.333 (vjr2005 chipGallery, 92.333 − 24)
// source: "code" body monospaced 17 pt: SF Mono 4 × 1266 units × 17/2048 − 4 × 0.43 (HIG tracking, an estimate for SF Mono) = 40.315 → ceil(120.95)/3 = 40.333 (SF Pro Text Regular would give 37.991 → 38)
// expect rounded: width=59.667 height=20.333
// expect serif: width=68.333 height=18
// expect mono: width=40.333 height=20.333
VStack {
    Text("Tertiary")
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .id("rounded")
    Text("Unknown")
        .font(.system(.subheadline, design: .serif))
        .id("serif")
    Text("code")
        .fontDesign(.monospaced)
        .id("mono")
}
