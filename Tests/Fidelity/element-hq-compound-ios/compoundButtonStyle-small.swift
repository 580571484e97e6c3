// fixture: Compound button style, small size: eleven buttons (super, primary, secondary, tertiary × states) in a default-spacing VStack, body semibold labels padded 16×4, hugging the label
// class: controls
// strategy: sizeThatFits
// device: iphone-se-3
// os: ios18
// scale: 2
// source: element-hq/compound-ios@81ba8bd8b3971beac252129c5466d7eac2f2ec31 Sources/Compound/BaseStyles/CompoundButtonStyle.swift CompoundButtonStyle_Previews.buttons(.small) via Tests/CompoundTests/PreviewTests.swift (frame(width: 375).fixedSize(horizontal: false, vertical: true), sizeThatFits, displayScale 2); image element-hq/compound-ios-snapshots@dc6050e34e5d153bf28ad4bfa7f50efc9b704125 PreviewTests/compoundButtonStyle.iPhone-16-en-US-0.png 750×3762 px ÷ 2; each capsule's fill or inner 1-pt strokeBorder ink (rows px 2462-3030) gives its box; y is measured from the section's first capsule (pt 1231 in the image)
// expect super: y=0 width=79.5 height=28.5
// expect superDisabled: y=36.5 width=101.5 height=28.5
// expect primary: y=73 width=94.5 height=28.5
// expect primaryDestructive: y=109.5 width=124 height=28.5
// expect primaryDisabled: y=146 width=101.5 height=28.5
// expect secondary: y=182.5 width=118 height=28.5
// expect secondaryDestructive: y=219 width=124 height=28.5
// expect secondaryDisabled: y=255.5 width=101.5 height=28.5
VStack {
    Button {} label: {
        Text("Super")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("super")
    Button {} label: {
        Text("Disabled")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("superDisabled")
    Button {} label: {
        Text("Primary")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primary")
    Button {} label: {
        Text("Destructive")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primaryDestructive")
    Button {} label: {
        Text("Disabled")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.black))
    }
    .buttonStyle(.plain)
    .id("primaryDisabled")
    Button {} label: {
        Text("Secondary")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondary")
    Button {} label: {
        Text("Destructive")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondaryDestructive")
    Button {} label: {
        Text("Disabled")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
            .background(Capsule().strokeBorder(Color.gray, lineWidth: 1))
    }
    .buttonStyle(.plain)
    .id("secondaryDisabled")
    Button {} label: {
        Text("Tertiary")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
    }
    .buttonStyle(.plain)
    .id("tertiary")
    Button {} label: {
        Text("Destructive")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
    }
    .buttonStyle(.plain)
    .id("tertiaryDestructive")
    Button {} label: {
        Text("Disabled")
            .font(.body.weight(.semibold))
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 4)
    }
    .buttonStyle(.plain)
    .id("tertiaryDisabled")
}
.padding(.horizontal)
.frame(width: 375)
.fixedSize(horizontal: false, vertical: true)
