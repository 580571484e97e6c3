// fixture: values another file of the app defines are ignored, each with a warning, and the rest lays out: an optional 'spacing' with no value gives the stack its default spacing; 'Theme.gap' (not in the files given) leaves '.padding(.leading, …)' at its default length (the pattern of Home Assistant's CamerasRoomView, Maccy's DaySeparatorView and ACHNBrowserUI's GridStack, listed in Tests/Corpus/MANIFEST.tsv; written here)
// window: 300x200
// source: VStack default spacing between two Colors: 8 (Devices/platform-ios.yaml spacing.vertical.other-other); padding default length 16 (Devices/platform-ios.yaml defaultPadding)
// VStack: 20 + 8 + 20 = 48 high, max(100, 80 + 16) = 100 wide, centred: x = (300 − 100) / 2 = 100, y = (200 − 48) / 2 = 76
// expect card: x=100 y=76 width=100 height=48
// expect top: x=100 y=76 width=100 height=20
// expect bottom: x=100 y=104 width=96 height=20   (leading-aligned; 76 + 20 + 8; 80 + 16 of default padding)
// expect-diagnostic: warning: FrameLab cannot know the value of 'spacing' (it is nil)
// expect-diagnostic: warning: FrameLab cannot see 'Theme.gap': 'Theme' is not defined in the files given
struct Card: View {
    var spacing: CGFloat?
    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            Color.red.frame(width: 100, height: 20).id("top")
            Color.blue.frame(width: 80, height: 20)
                .padding(.leading, Theme.gap)
                .id("bottom")
        }
        .id("card")
    }
}
