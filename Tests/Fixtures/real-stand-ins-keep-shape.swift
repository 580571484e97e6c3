// fixture: stand-ins keep the screen's shape: a remote image (Kingfisher's KFImage, Views/RemoteImage.yaml) is a 100×100 square, or its frame when resizable; an unknown view with a content closure stacks its content like a VStack (not piled at its centre); an unknown leaf takes the width and is 44 tall (not half the screen) (the patterns of issue 26: a 759×759 KFImage placeholder, a SectionView piling its children, ListRows splitting the height; written here)
// window: 300x400
// source: Views/RemoteImage.yaml (fixed 100×100, resizable takes the proposal); Views/unknown.yaml (a leaf: the proposed width, at most 44 tall; with content: hugs it, stacked with the platform spacing 8, spacing.vertical.other-other in Devices/platform-ios.yaml); "One" 31.467 and "Two" 33.543 wide, 20.333 tall at body 17 (FrameLab's advance table)
// VStack(spacing: 0): HStack 100 (the square) + card 20.333 + 8 + 20.333 = 48.667 + row 44 = 192.667 high; y = (400 − 192.667) / 2 = 103.667
// expect plain: x=66 y=103.667 width=100 height=100      (HStack 100 + 8 + 60 = 168 wide: (300 − 168) / 2 = 66)
// expect framed: x=174 y=133.667 width=60 height=40      (66 + 100 + 8; centred on the row: 103.667 + (100 − 40) / 2)
// expect card: x=133.228 y=203.667 width=33.543 height=48.667   ((300 − 33.543) / 2; 103.667 + 100)
// expect one: y=203.667 height=20.333
// expect two: y=232 height=20.333                         (203.667 + 20.333 + 8: below "One", not on it)
// expect row: x=0 y=252.333 width=300 height=44           (203.667 + 48.667)
// expect-diagnostic: warning: unknown view 'SectionCard'
// expect-diagnostic: warning: unknown view 'ListRow'
struct Row: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 8) {
                KFImage(URL(string: "https://example.com/a.png"))
                    .id("plain")
                WebImage(url: nil)
                    .resizable()
                    .frame(width: 60, height: 40)
                    .id("framed")
            }
            SectionCard {
                Text("One").id("one")
                Text("Two").id("two")
            }
            .id("card")
            ListRow(title: "x").id("row")
        }
    }
}
