// fixture: RoundedButton "Add Feed": a caption Text padded 12 horizontally and 6 vertically on a solid blue background (corner radius 8) as a plain Button's label, padded 16, in a 200-pt-wide frame, sizeThatFits (the 0-height proposal keeps the one-line Text); the blue fill gives the button box
// class: controls
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@12a75631f7618422e94c299809ec8e175f262618 RSSReaderKit/Tests/CommonComponentTests/CommonComponentsSnapshotTests.swift testRoundedButton; image RSSReaderKit/Tests/CommonComponentTests/__Snapshots__/CommonComponentsSnapshotTests/testRoundedButton.1.png 600×175 px ÷ 3 = 200×58.333 pt; blue fill x 183…417, y 48…127 px = x 61, y 16, 78×26.333 pt (text 54×14.333)
// expect root: width=200 height=58.333
// expect button: x=61 y=16 width=78 height=26.333
Button {} label: {
    Text("Add Feed")
        .font(.caption)
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Color.blue)
        .foregroundColor(.white)
        .cornerRadius(8)
}
.id("button")
.padding()
.frame(width: 200)
.id("root")
