// fixture: Compound button style, large size: eleven buttons (super, primary, secondary, tertiary × states) in a default-spacing VStack, body semibold labels padded 20×14, full width
// class: controls
// strategy: sizeThatFits
// device: iphone-se-3
// os: ios18
// scale: 2
// source: element-hq/compound-ios@81ba8bd8b3971beac252129c5466d7eac2f2ec31 Sources/Compound/BaseStyles/CompoundButtonStyle.swift CompoundButtonStyle_Previews.buttons(.large) via Tests/CompoundTests/PreviewTests.swift (frame(width: 375).fixedSize(horizontal: false, vertical: true), sizeThatFits, displayScale 2); image element-hq/compound-ios-snapshots@dc6050e34e5d153bf28ad4bfa7f50efc9b704125 PreviewTests/compoundButtonStyle.iPhone-16-en-US-0.png 750×3762 px ÷ 2; each capsule's fill or inner 1-pt strokeBorder ink (rows px 95-983) gives its box; y is measured from the section's first capsule (pt 47.5 in the image)
// expect super: x=16 y=0 width=343 height=48.5
// expect superDisabled: x=16 y=56.5 width=343 height=48.5
// expect primary: x=16 y=113 width=343 height=48.5
// expect primaryDestructive: x=16 y=169.5 width=343 height=48.5
// expect primaryDisabled: x=16 y=226 width=343 height=48.5
// expect secondary: x=16 y=282.5 width=343 height=48.5
// expect secondaryDestructive: x=16 y=339 width=343 height=48.5
// expect secondaryDisabled: x=16 y=395.5 width=343 height=48.5
VStack {
    Button {} label: {
        Text("Super")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("super")
    Button {} label: {
        Text("Disabled")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("superDisabled")
    Button {} label: {
        Text("Primary")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primary")
    Button {} label: {
        Text("Destructive")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primaryDestructive")
    Button {} label: {
        Text("Disabled")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primaryDisabled")
    Button {} label: {
        Text("Secondary")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondary")
    Button {} label: {
        Text("Destructive")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondaryDestructive")
    Button {} label: {
        Text("Disabled")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondaryDisabled")
    Button {} label: {
        Text("Tertiary")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
    }
    .buttonStyle(.plain)
    .id("tertiary")
    Button {} label: {
        Text("Destructive")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
    }
    .buttonStyle(.plain)
    .id("tertiaryDestructive")
    Button {} label: {
        Text("Disabled")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
    }
    .buttonStyle(.plain)
    .id("tertiaryDisabled")
}
.padding(.horizontal)
.frame(width: 375)
.fixedSize(horizontal: false, vertical: true)
