// fixture: a Menu with .menuStyle(.borderlessButton) whose label is HStack(spacing: 8) { Text "Options" footnote medium; SF Symbol chevron.down footnote/.small } padded 16×12, min 44×44, 1-pt rounded border; padded 16 (the snapshot shows the closed trigger); IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: controls
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Components/IronComponentsSnapshotTests.swift menuBasicTrigger; image Tests/IronUISnapshotTests/Components/__Snapshots__/IronComponentsSnapshotTests/menuBasicTrigger.iPhone17Pro-standard-light.png 403×234 px ÷ 3 = 134.333×78 pt; the trigger's 1-pt border (186,186,186) spans columns 51…352 px on its middle row and rows 51…183 px
// expect root: width=134.333 height=78
// expect menu: x=17 y=17 width=100.333 height=44
Menu {
    Button("Edit") {}
} label: {
    HStack(spacing: 8) {
        Text("Options")
            .font(.footnote.weight(.medium))
        Image(systemName: "chevron.down")
            .font(.footnote)
            .imageScale(.small)
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .frame(minWidth: 44, minHeight: 44)
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .overlay { RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray, lineWidth: 1) }
}
.menuStyle(.borderlessButton)
.id("menu")
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
