// fixture: NiceViews ActionButton, three styles in a VStack(spacing: 20) in a fixed 300×200 window: a 16-pt medium Text padded 20×12 on a blue fill (primary), inside a centred 1-pt rounded stroke (secondary), bare (text)
// class: controls
// strategy: fixed 300x200
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testActionButton (assertFixedSnapshots → .image(layout: .fixed(width: 300, height: 200))); component NiceViews/Components/ActionButton.swift; image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testActionButton.1.png 900×600 px ÷ 3; primary fill px x 223-678, y 45-175 → 151.667 × 43.333 from y 15 (its x, (300 − 151.667) ÷ 2 = 74.167, is drawn from the pixel-rounded 74.333: no x); the secondary stroke's coverage profile is centred on px 235 and 365 (rows, column 450) and on px 189 (row 300, the middle of its round end) → frame y 78.333, height 43.333, x 63 = (300 − 174) ÷ 2; three 43.333 buttons and two 20 gaps = 170 = 200 − 2 × 15
// expect primary: y=15 width=151.667 height=43.333
// expect secondary: x=63 y=78.333 width=174 height=43.333
VStack(spacing: 20) {
    Button {} label: {
        HStack(spacing: 8) {
            Text("Primary Button")
                .font(.system(size: 16, weight: .medium))
        }
        .foregroundColor(.white)
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .background(Color.blue)
        .cornerRadius(24)
    }
    .id("primary")
    Button {} label: {
        HStack(spacing: 8) {
            Text("Secondary Button")
                .font(.system(size: 16, weight: .medium))
        }
        .foregroundColor(.blue)
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .overlay(RoundedRectangle(cornerRadius: 24).stroke(Color.blue, lineWidth: 1))
    }
    .id("secondary")
    Button {} label: {
        HStack(spacing: 8) {
            Text("Text Button")
                .font(.system(size: 16, weight: .medium))
        }
        .foregroundColor(.blue)
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
    }
}
