// fixture: VStack(spacing: 16) of two medium IronButtons whose label is HStack(spacing: 8) { SF Symbol arrow.up.circle / trash; Text "Upload" / "Delete" } in subheadline medium, padded 16×12, min 44×44, radius 8 (filled, then outlined), padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronButtonSnapshotTests.swift buttonCustomLabel; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronButtonSnapshotTests/buttonCustomLabel.iPhone17Pro-standard-light.png 427×414 px ÷ 3 = 142.333×138 pt; filled fill x 51…376, y 51…183 px; outlined stroke's outer edge x 60…367 px on row 297
// expect root: width=142.333 height=138
// expect upload: x=17 y=17 width=108.333 height=44
// expect delete: x=20 width=102.333
// expect upload-icon: x=33 width=18
// expect delete-icon: x=36 width=16.333
// (symbol boxes: ink-centred from the label start, button edge + 16; Tests/Fidelity/Iron-Ham-IronUI/measurements.tsv)
VStack(spacing: 16) {
    Button {} label: {
        HStack(spacing: 8) {
            Image(systemName: "arrow.up.circle")
                .id("upload-icon")
            Text("Upload")
        }
            .font(.subheadline.weight(.medium))
            .fontWeight(.medium)
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .frame(minWidth: 44, minHeight: 44)
            .background(Color.blue)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
    .buttonStyle(.plain)
    .id("upload")
    Button {} label: {
        HStack(spacing: 8) {
            Image(systemName: "trash")
                .id("delete-icon")
            Text("Delete")
        }
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
    .id("delete")
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
