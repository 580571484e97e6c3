// fixture: FlexibleView of the tags ["cute", "sleepy", "playful", "hungry", "fluffy", "lazy", "zoomies"]: body Texts padded 12 × 6 on 20 % blue, clipped to a 10-pt rounded rectangle, in rows of an HStack(spacing: 8) inside a VStack(leading, 8) inside a GeometryReader; the component splits rows assuming every item is 100 wide (3 + 3 + 1 in 358), so the rows are written out here; .padding() in .frame(width: 390, height: 200), .fixed 390×200; chips are 32.333 tall (body 20.333 + 12) and as wide as their text + 24
// class: text
// strategy: fixed 390x200
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: thedantas/Catastic@987802c07a747bea2ab4a8550178713b92ab58e3 Catastic/CatasticTests/FlexibleViewSnapshotTests.swift testFlexibleViewSnapshot (.image(layout: .fixed(width: 390, height: 200))); component Catastic/Catastic/Components/FlexibleView.swift; image Catastic/CatasticTests/__Snapshots__/FlexibleViewSnapshotTests/testFlexibleViewSnapshot.1.png 1170×600 px; chip bands rows 48…145, 169…266, 290…387 px; mid-row columns 48…221, 245…465, 489…712 / 48…281, 305…496, 520…684 / 48…311 px
// expect cute: x=16 y=16 width=57.667 height=32.333
// expect sleepy: x=81.667 width=73.333
// expect playful: x=163 width=74.333
// expect hungry: x=16 y=56.333 width=77.667 height=32.333
// expect fluffy: x=101.667 width=63.667
// expect lazy: x=173.333 width=54.667
// expect zoomies: x=16 y=96.667 width=87.667 height=32.333
GeometryReader { _ in
    VStack(alignment: .leading, spacing: 8) {
        HStack(spacing: 8) {
            Text("cute")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.blue.opacity(0.2))
                .foregroundColor(.blue)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .id("cute")
            Text("sleepy")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.blue.opacity(0.2))
                .foregroundColor(.blue)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .id("sleepy")
            Text("playful")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.blue.opacity(0.2))
                .foregroundColor(.blue)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .id("playful")
        }
        HStack(spacing: 8) {
            Text("hungry")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.blue.opacity(0.2))
                .foregroundColor(.blue)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .id("hungry")
            Text("fluffy")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.blue.opacity(0.2))
                .foregroundColor(.blue)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .id("fluffy")
            Text("lazy")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.blue.opacity(0.2))
                .foregroundColor(.blue)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .id("lazy")
        }
        HStack(spacing: 8) {
            Text("zoomies")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.blue.opacity(0.2))
                .foregroundColor(.blue)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .id("zoomies")
        }
    }
}
.padding()
.frame(width: 390, height: 200)
