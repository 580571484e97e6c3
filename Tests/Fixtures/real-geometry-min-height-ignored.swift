// fixture: '.frame(minHeight: geometry.size.height)' inside a ScrollView in a GeometryReader (the "fill at least the screen" idiom) is ignored with a warning, so the content is its own height (the pattern of Wikipedia's WKEmptyView and WKErrorView, listed in Tests/Corpus/MANIFEST.tsv; written here)
// window: 300x200
// source: VStack(spacing: 8): 60 + 8 + 20 = 88 high, 120 wide; '.frame(maxWidth: .infinity)' makes it 300 wide, the VStack centred in it: x = (300 − 120) / 2 = 90; a ScrollView's content starts at its top
// expect content: x=0 y=0 width=300 height=88
// expect icon: x=120 y=0 width=60 height=60       (90 + (120 − 60) / 2)
// expect message: x=90 y=68 width=120 height=20   (60 + 8)
// expect-diagnostic: warning: FrameLab cannot know the value of 'geometry.size.height' ('geometry': it is a GeometryProxy); FrameLab ignores 'minHeight:' for layout
struct Empty: View {
    var body: some View {
        GeometryReader { geometry in
            ScrollView {
                VStack(spacing: 8) {
                    Color.red.frame(width: 60, height: 60).id("icon")
                    Color.gray.frame(width: 120, height: 20).id("message")
                }
                .frame(maxWidth: .infinity)
                .frame(minHeight: geometry.size.height)
                .id("content")
            }
        }
    }
}
