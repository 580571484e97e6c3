// fixture: the outlined button of the same stack: a headline label with a 48-pt minimum height (no maximum width) padded 20 horizontally, hugging its text; its capsule stroke's centre lines give x and width
// class: controls
// strategy: device
// device: iphone-16e
// os: ios26
// scale: 3
// dynamic-type: medium
// tolerance: 0.5
// source: home-assistant/iOS@d722d7811aec72397d05837477c5f146943b6248 Tests/Shared/DesignSystem/Components/HAButtonStyles.test.swift testAppButtonStyles (assertLightDarkSnapshots: .device(config: .iPhone13(.portrait))); image Tests/Shared/DesignSystem/Components/__Snapshots__/HAButtonStyles.test/testAppButtonStyles.light.png 1170×2532 px; the 1-pt capsule stroke's centre lines at rows 1014…1018 are x 356.35 and 813.65 px (coverage-weighted; the stroke's anti-aliasing makes this reading good to about 0.2 pt)
// expect outlined: x=118.783 width=152.433 height=48
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
