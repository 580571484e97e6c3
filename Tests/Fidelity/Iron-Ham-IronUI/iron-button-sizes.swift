// fixture: VStack(spacing: 16) of IronButtons "Small", "Medium", "Large": a subheadline-medium label padded 12×8 / 16×12 / 24×16, frame(minWidth: 44, minHeight: 44), filled rounded rectangle (radius 4/8/12), padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronButtonSnapshotTests.swift buttonSizes; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronButtonSnapshotTests/buttonSizes.iPhone17Pro-standard-light.png 368×612 px ÷ 3 = 122.667×204 pt; fills (63,101,221): small x 90…278, y 51…183 px; medium x 51…317, y 231…363 px; large x 52…316 px, 50 tall (its rounded corners blur a direct top reading: 137 + 50 = 187 = 204 − 17)
// expect root: width=122.667 height=204
// expect small: x=30 y=17 width=62.667 height=44
// expect medium: x=17 y=77 width=88.667 height=44
// expect large: x=17.333 width=88 height=50
VStack(spacing: 16) {
    Button {} label: {
        Text("Small")
            .font(.subheadline.weight(.medium))
            .fontWeight(.medium)
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .frame(minWidth: 44, minHeight: 44)
            .background(Color.blue)
            .clipShape(RoundedRectangle(cornerRadius: 4))
    }
    .buttonStyle(.plain)
    .id("small")
    Button {} label: {
        Text("Medium")
            .font(.subheadline.weight(.medium))
            .fontWeight(.medium)
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .frame(minWidth: 44, minHeight: 44)
            .background(Color.blue)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
    .buttonStyle(.plain)
    .id("medium")
    Button {} label: {
        Text("Large")
            .font(.subheadline.weight(.medium))
            .fontWeight(.medium)
            .padding(.horizontal, 24)
            .padding(.vertical, 16)
            .frame(minWidth: 44, minHeight: 44)
            .background(Color.blue)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .buttonStyle(.plain)
    .id("large")
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
