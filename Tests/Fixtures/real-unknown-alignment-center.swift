// fixture: an alignment FrameLab cannot know (a stored 'VerticalAlignment' property, a function of the app) is .center, with a warning, in an HStack and in a frame (the pattern of CodeEdit's SettingsSection and Home Assistant's ChatBubbleView, listed in Tests/Corpus/MANIFEST.tsv; written here)
// window: 300x200
// source: the frame takes the width (maxWidth .infinity) and its child's height 40: y = (200 − 40) / 2 = 80; the HStack (40 + 40 = 80 wide) centred in it: x = (300 − 80) / 2 = 110
// expect row: x=0 y=80 width=300 height=40
// expect a: x=110 y=80 width=40 height=40
// expect b: x=150 y=90 width=40 height=20     (centred on the row: 80 + (40 − 20) / 2)
// expect-diagnostic: warning: FrameLab cannot know the alignment 'align'; it uses .center
struct Row: View {
    let align: VerticalAlignment
    var body: some View {
        HStack(alignment: align, spacing: 0) {
            Color.red.frame(width: 40, height: 40).id("a")
            Color.blue.frame(width: 40, height: 20).id("b")
        }
        .frame(maxWidth: .infinity, alignment: placement(for: 3))
        .id("row")
    }
}
