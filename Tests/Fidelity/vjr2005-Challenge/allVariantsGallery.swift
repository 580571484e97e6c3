// fixture: seven design-system buttons (primary, icon, secondary, tertiary, loading) stacked with 16-pt spacing, padded 16, 320 wide
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift allVariantsGallery; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSButtonSnapshotTests/allVariantsGallery.1.png 960×1223 px ÷ 3 = 320×407.667 pt; view Libraries/DesignSystem/Sources/Atoms/Buttons/DSButton.swift (headline rounded semibold; primary 16/12 padding, full width; secondary/tertiary 12/8 padding, hugging; corner radius 12); 407.667 = 32 + 3 × 44.333 + 36.333 + 36.333 + 36.333 + 37.667 + 6 × 16
// expect root: width=320 height=407.667
VStack(spacing: 16) {
    Button(action: {}) {
        HStack(spacing: 8) {
            Text("Primary Button")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
        .background(Color.blue)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .id("b1")
    Button(action: {}) {
        HStack(spacing: 8) {
            Image(systemName: "arrow.right")
                Text("With Icon")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
        .background(Color.blue)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .id("b2")
    Button(action: {}) {
        HStack(spacing: 8) {
            Text("Secondary")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.clear)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 1) }
    }
    .id("b3")
    Button(action: {}) {
        HStack(spacing: 8) {
            Image(systemName: "plus")
                Text("Secondary Icon")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.clear)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 1) }
    }
    .id("b4")
    Button(action: {}) {
        HStack(spacing: 8) {
            Text("Tertiary")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.blue.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .id("b5")
    Button(action: {}) {
        HStack(spacing: 8) {
            Image(systemName: "gear")
                Text("Tertiary Icon")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.blue.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .id("b6")
    Button(action: {}) {
        HStack(spacing: 8) {
            ProgressView()
                Text("Loading")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
        .background(Color.blue)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    .id("b7")
}
.padding()
.frame(width: 320)
.id("root")
