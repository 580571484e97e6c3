// fixture: ten rows of a 90-pt monospaced caption label and "Sample Text" in each style, first-text-baseline aligned, 16-pt spacing, 360 wide
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Theme/DSTypographySnapshotTests.swift typographyWithLabels; image Libraries/DesignSystem/Tests/Snapshots/Theme/__Snapshots__/DSTypographySnapshotTests/typographyWithLabels.1.png 1080×1212 px ÷ 3 = 360×404 pt
// expect root: width=360 height=404
VStack(alignment: .leading, spacing: 16) {
    HStack(alignment: .firstTextBaseline) {
        Text("largeTitle")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.largeTitle, design: .rounded, weight: .bold))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("title")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.title, design: .rounded, weight: .bold))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("title2")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.title2, design: .rounded, weight: .semibold))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("title3")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.title3, design: .rounded, weight: .semibold))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("headline")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.headline, design: .rounded, weight: .semibold))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("body")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.body, design: .rounded))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("subheadline")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.subheadline, design: .serif))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("footnote")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.footnote, design: .rounded))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("caption")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.caption, design: .rounded))
        Spacer()
    }
    HStack(alignment: .firstTextBaseline) {
        Text("caption2")
            .font(.system(.caption, design: .monospaced))
            .frame(width: 90, alignment: .leading)
        Text("Sample Text")
            .font(.system(.caption2, design: .monospaced))
        Spacer()
    }
}
.padding()
.frame(width: 360, alignment: .leading)
.background(Color.white)
.id("root")
