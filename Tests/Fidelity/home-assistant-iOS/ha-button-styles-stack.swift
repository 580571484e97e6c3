// fixture: Home Assistant's nine button styles in a VStack padded 16 horizontally on the iPhone 13 device layout (Dynamic Type .medium): capsule and rounded-rectangle fills with a 48-pt minimum height and a 380-pt maximum width, the outlined style hugging its label; widths and heights of the filled boxes (y is omitted: these snapshots centre content 3.5 pt lower than a 47/34 safe area would, see SOURCE.md)
// class: controls
// strategy: device
// device: iphone-16e
// os: ios26
// scale: 3
// dynamic-type: medium
// source: home-assistant/iOS@d722d7811aec72397d05837477c5f146943b6248 Tests/Shared/DesignSystem/Components/HAButtonStyles.test.swift testAppButtonStyles (assertLightDarkSnapshots: .device(config: .iPhone13(.portrait))); image Tests/Shared/DesignSystem/Components/__Snapshots__/HAButtonStyles.test/testAppButtonStyles.light.png 1170×2532 px; fills read on column 150 px and on middle rows: primary (0,154,199) x 48…1122, y 608…752 px; quiet (224,242,248) y 776…920; outlined stroke centre lines y 944 and 1088; negative (255,56,60) y 1280…1424; neutral (142,142,147) y 1448…1592; critical stroke centre lines x 48 and 1122, y 1840 and 1984 px
// expect primary: x=16 width=358 height=48
// expect quiet: x=16 width=358 height=48
// expect outlined: height=48
// expect negative: x=16 width=358 height=48
// expect neutral: x=16 width=358 height=48
// expect critical: x=16 width=358 height=48
VStack {
    Button {} label: {
        Text("primaryButton")
            .font(.headline)
            .frame(minHeight: 48)
            .frame(maxWidth: 380)
            .padding(.horizontal, 20)
            .background(Color(red: 0, green: 154 / 255, blue: 199 / 255))
            .clipShape(Capsule())
    }
    .buttonStyle(.plain)
    .id("primary")
    Button {} label: {
        Text("primaryQuietButton")
            .font(.headline)
            .frame(minHeight: 48)
            .frame(maxWidth: 380)
            .padding(.horizontal, 20)
            .background(Color(red: 0, green: 154 / 255, blue: 199 / 255).opacity(0.12))
            .clipShape(Capsule())
    }
    .buttonStyle(.plain)
    .id("quiet")
    Button {} label: {
        Text("outlinedButton")
            .font(.headline)
            .frame(minHeight: 48)
            .padding(.horizontal, 20)
            .overlay(Capsule().stroke(Color.blue, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("outlined")
    Button {} label: {
        Text("secondaryButton")
            .font(.callout.bold())
            .frame(minHeight: 48)
            .frame(maxWidth: 380)
            .padding(.horizontal, 20)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .buttonStyle(.plain)
    Button {} label: {
        Text("negativeButton")
            .font(.callout.bold())
            .frame(minHeight: 48)
            .frame(maxWidth: 380)
            .padding(.horizontal, 20)
            .background(Color.red)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .buttonStyle(.plain)
    .id("negative")
    Button {} label: {
        Text("neutralButton")
            .font(.callout.bold())
            .frame(minHeight: 48)
            .frame(maxWidth: 380)
            .padding(.horizontal, 20)
            .background(Color.gray)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .buttonStyle(.plain)
    .id("neutral")
    Button {} label: {
        Text("secondaryNegativeButton")
            .font(.callout.bold())
            .frame(minHeight: 48)
            .frame(maxWidth: 380)
            .padding(.horizontal, 20)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .buttonStyle(.plain)
    Button {} label: {
        Text("linkButton")
            .font(.footnote)
            .frame(maxWidth: 380)
    }
    .buttonStyle(.plain)
    Button {} label: {
        Text("criticalButton")
            .multilineTextAlignment(.center)
            .font(.callout.bold())
            .frame(minHeight: 48)
            .frame(maxWidth: 380)
            .padding(.horizontal, 20)
            .background(Color.red.opacity(0.5))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.red, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("critical")
}
.padding(.horizontal)
