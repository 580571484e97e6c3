// fixture: stand-ins keep the screen's shape: a remote image (Kingfisher's KFImage, Views/RemoteImage.yaml) is a 100×100 square, or its frame when resizable; an unknown view with a content closure stacks its content like a VStack (not piled at its centre); an unknown leaf takes the width and is 44 tall (not half the screen) (the patterns of issue 26: a 759×759 KFImage placeholder, a SectionView piling its children, ListRows splitting the height; written here)
// window: 300x400
// source: Views/RemoteImage.yaml (fixed 100×100, resizable takes the proposal); Views/unknown.yaml (a leaf: the proposed width, at most 44 tall; with content: hugs it, stacked as a VStack with the platform's spacing: two Texts 2 apart, spacing.vertical.text-text in Devices/platform-ios.yaml); "One" 3945 font units (SF Pro Text Regular, Views/Text/sf-pro.yaml) × 17/2048 − 3 × 0.43 = 31.457 wide at body 17 (wider than "Two", 3924 units with its T–w kerning: 31.282), rounded up to the 3× pixel grid: ⌈94.37⌉ / 3 = 31.667; 20.333 tall
// VStack(spacing: 0): HStack 100 (the square) + card 20.333 + 2 + 20.333 = 42.667 + row 44 = 186.667 high; y = (400 − 186.667) / 2 = 106.667
// expect plain: x=66 y=106.667 width=100 height=100      (HStack 100 + 8 + 60 = 168 wide: (300 − 168) / 2 = 66)
// expect framed: x=174 y=136.667 width=60 height=40      (66 + 100 + 8; centred on the row: 106.667 + (100 − 40) / 2)
// expect card: x=134.167 y=206.667 width=31.667 height=42.667   ((300 − 31.667) / 2; 106.667 + 100)
// expect one: y=206.667 height=20.333
// expect two: y=229 height=20.333                         (206.667 + 20.333 + 2: below "One", not on it)
// expect row: x=0 y=249.333 width=300 height=44           (206.667 + 42.667)
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
