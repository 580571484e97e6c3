// fixture: Compound button style as of iOS 17.5 (2024 design), medium size: eight full-width buttons (super, primary, secondary × states) in a default-spacing VStack, body semibold labels padded 7×7
// class: controls
// strategy: sizeThatFits
// device: iphone-se-3
// os: ios17
// scale: 2
// source: element-hq/compound-ios@ab79d0cc5e5bb2ef3624b76c99471e414c12e8da Sources/Compound/BaseStyles/CompoundButtonStyle.swift CompoundButtonStyle_Previews.states(.medium) via the Prefire-generated preview tests (Tests/CompoundTests/PreviewTests.stencil: frame(width: 375).fixedSize(horizontal: false, vertical: true), sizeThatFits, displayScale 2; .prefire.yml required_os 17, CI iPhone SE (3rd generation) OS=17.5, Xcode 15.4); image element-hq/compound-ios-snapshots@b180788e17a2c0a3a34fd9a5837279931159783a PreviewTests/test_compoundButtonStyle-iPhone-15.1.png 750×1924 px ÷ 2; rows px 1092-1758: filled capsules are 69 px tall and 686 px wide from px 32; the super and secondary capsules are a centred 1-pt stroke whose ink is 1 pt larger (344 × 35.5 from 15.5); y is measured from the section's first capsule frame (pt 546.5)
// expect super: x=16 y=0 width=343 height=34.5
// expect superDisabled: x=16 y=42.5 width=343 height=34.5
// expect primary: x=16 y=85 width=343 height=34.5
// expect primaryDestructive: x=16 y=127.5 width=343 height=34.5
// expect primaryDisabled: x=16 y=170 width=343 height=34.5
// expect secondary: x=16 y=212.5 width=343 height=34.5
// expect secondaryDestructive: x=16 y=255 width=343 height=34.5
// expect secondaryDisabled: x=16 y=297.5 width=343 height=34.5
VStack {
    Button {} label: {
        Text("Super")
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .frame(maxWidth: .infinity)
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .background(Capsule().stroke(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("super")
    Button {} label: {
        Text("Disabled")
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .frame(maxWidth: .infinity)
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .background(Capsule().stroke(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("superDisabled")
    Button {} label: {
        Text("Primary")
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .frame(maxWidth: .infinity)
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primary")
    Button {} label: {
        Text("Destructive")
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .frame(maxWidth: .infinity)
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primaryDestructive")
    Button {} label: {
        Text("Disabled")
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .frame(maxWidth: .infinity)
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primaryDisabled")
    Button {} label: {
        Text("Secondary")
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .frame(maxWidth: .infinity)
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .background(Capsule().stroke(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondary")
    Button {} label: {
        Text("Destructive")
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .frame(maxWidth: .infinity)
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .background(Capsule().stroke(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondaryDestructive")
    Button {} label: {
        Text("Disabled")
            .padding(.horizontal, 7)
            .padding(.vertical, 7)
            .frame(maxWidth: .infinity)
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .background(Capsule().stroke(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondaryDisabled")
}
.padding(.horizontal)
.frame(width: 375)
.fixedSize(horizontal: false, vertical: true)
