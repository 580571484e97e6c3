// fixture: VStack(spacing: 16) of medium IronButtons "Filled", "Outlined" (1.5-pt strokeBorder), "Ghost", "Elevated": subheadline-medium labels padded 16×12, min 44×44, radius 8, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronButtonSnapshotTests.swift buttonVariants; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronButtonSnapshotTests/buttonVariants.iPhone17Pro-standard-light.png 379×774 px ÷ 3 = 126.333×258 pt; filled fill x 85…294, y 51…183 px; outlined stroke's outer edge x 52…327, y 231…363 px
// expect root: width=126.333 height=258
// expect filled: x=28.333 y=17 width=69.667 height=44
// expect outlined: x=17.333 y=77 width=91.667 height=44
VStack(spacing: 16) {
    Button {} label: {
        Text("Filled")
            .font(.subheadline.weight(.medium))
            .fontWeight(.medium)
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .frame(minWidth: 44, minHeight: 44)
            .background(Color.blue)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
    .buttonStyle(.plain)
    .id("filled")
    Button {} label: {
        Text("Outlined")
            .font(.subheadline.weight(.medium))
            .fontWeight(.medium)
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .frame(minWidth: 44, minHeight: 44)
            .background(Color.clear)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .overlay { RoundedRectangle(cornerRadius: 8).strokeBorder(Color.blue, lineWidth: 1.5) }
    }
    .buttonStyle(.plain)
    .id("outlined")
    Button {} label: {
        Text("Ghost")
            .font(.subheadline.weight(.medium))
            .fontWeight(.medium)
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .frame(minWidth: 44, minHeight: 44)
            .background(Color.clear)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
    .buttonStyle(.plain)
    Button {} label: {
        Text("Elevated")
            .font(.subheadline.weight(.medium))
            .fontWeight(.medium)
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .frame(minWidth: 44, minHeight: 44)
            .background(Color.blue.opacity(0.1))
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
    .buttonStyle(.plain)
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
