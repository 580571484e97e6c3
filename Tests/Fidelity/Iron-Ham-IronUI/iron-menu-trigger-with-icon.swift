// fixture: the same Menu trigger with a leading SF Symbol arrow.up.arrow.down (footnote/.small) before "Sort By"; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: controls
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Components/IronComponentsSnapshotTests.swift menuTriggerWithIcon; image Tests/IronUISnapshotTests/Components/__Snapshots__/IronComponentsSnapshotTests/menuTriggerWithIcon.iPhone17Pro-standard-light.png 462×234 px ÷ 3 = 154×78 pt; the trigger's 1-pt border (186,186,186) spans columns 51…411 px on its middle row and rows 51…183 px
// expect root: width=154 height=78
// expect menu: x=17 y=17 width=120 height=44
// expect sort-icon: x=33 width=14.667
// expect chevron: width=11.667
// (symbol boxes: ink-centred from the border + 16: arrow.up.arrow.down ink 34.333-46.333, chevron.down ink 110.667-119.667 ending 1.333 before 121; measurements.tsv)
Menu {
    Button("Edit") {}
} label: {
    HStack(spacing: 8) {
        Image(systemName: "arrow.up.arrow.down")
            .font(.footnote)
            .imageScale(.small)
            .id("sort-icon")
        Text("Sort By")
            .font(.footnote.weight(.medium))
        Image(systemName: "chevron.down")
            .font(.footnote)
            .imageScale(.small)
            .id("chevron")
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
