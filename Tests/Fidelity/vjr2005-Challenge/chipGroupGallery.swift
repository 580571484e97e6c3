// fixture: two chip groups ("Status": Alive/Dead/Unknown; "Gender": Female/Male/Genderless/Unknown) 16 apart, padded 16, 320 wide; the second row overflows its 288-pt scroll view
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSChipGroupSnapshotTests.swift chipGroupGallery; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSChipGroupSnapshotTests/chipGroupGallery.1.png 960×518 px ÷ 3 = 320×172.667 pt; 172.667 = 32 + 2 × (20.333 + 8 + 34) + 16; second-row chip ink columns 48–272, 296–472, 496–804, 828–912 px (the last one clipped at the scroll view's 304-pt edge), rows 368–470 px
// expect root: width=320 height=172.667
// expect female: x=16 y=122.667 width=74.667 height=34
// expect male: x=98.667 y=122.667 width=58.667 height=34
// expect genderless: x=165.333 y=122.667 width=102.667 height=34
// expect unknown2: x=276 y=122.667 height=34
VStack(spacing: 16) {
    VStack(alignment: .leading, spacing: 8) {
        Text("Status")
            .font(.system(.headline, design: .rounded, weight: .semibold))
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
            Button(action: {}) {
                Text("Alive")
                    .font(.system(.subheadline, design: .serif))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.clear, in: .capsule)
                    .overlay { Capsule().strokeBorder(Color.gray, lineWidth: 1) }
                    .clipShape(.capsule)
            }
            .buttonStyle(.plain)
            .id("alive")
            Button(action: {}) {
                Text("Dead")
                    .font(.system(.subheadline, design: .serif))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.blue, in: .capsule)
                    .clipShape(.capsule)
            }
            .buttonStyle(.plain)
            .id("dead")
            Button(action: {}) {
                Text("Unknown")
                    .font(.system(.subheadline, design: .serif))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.clear, in: .capsule)
                    .overlay { Capsule().strokeBorder(Color.gray, lineWidth: 1) }
                    .clipShape(.capsule)
            }
            .buttonStyle(.plain)
            .id("unknown")
            }
        }
    }
    VStack(alignment: .leading, spacing: 8) {
        Text("Gender")
            .font(.system(.headline, design: .rounded, weight: .semibold))
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
            Button(action: {}) {
                Text("Female")
                    .font(.system(.subheadline, design: .serif))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.clear, in: .capsule)
                    .overlay { Capsule().strokeBorder(Color.gray, lineWidth: 1) }
                    .clipShape(.capsule)
            }
            .buttonStyle(.plain)
            .id("female")
            Button(action: {}) {
                Text("Male")
                    .font(.system(.subheadline, design: .serif))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.clear, in: .capsule)
                    .overlay { Capsule().strokeBorder(Color.gray, lineWidth: 1) }
                    .clipShape(.capsule)
            }
            .buttonStyle(.plain)
            .id("male")
            Button(action: {}) {
                Text("Genderless")
                    .font(.system(.subheadline, design: .serif))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.clear, in: .capsule)
                    .overlay { Capsule().strokeBorder(Color.gray, lineWidth: 1) }
                    .clipShape(.capsule)
            }
            .buttonStyle(.plain)
            .id("genderless")
            Button(action: {}) {
                Text("Unknown")
                    .font(.system(.subheadline, design: .serif))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.clear, in: .capsule)
                    .overlay { Capsule().strokeBorder(Color.gray, lineWidth: 1) }
                    .clipShape(.capsule)
            }
            .buttonStyle(.plain)
            .id("unknown2")
            }
        }
    }
}
.padding()
.frame(width: 320)
.id("root")
