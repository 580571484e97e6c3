// fixture: modifiers another file or package defines ('.shimmering(active:)', '.cardStyle()') are kept on their views and ignored for layout, one warning per name; a preview whose call does not match the view's memberwise initializer is reported and the view itself is laid out (the pattern of DuckDuckGo's AboutView and NewsApp's NewsTabView, listed in Tests/Corpus/MANIFEST.tsv; written here)
// window: 300x200
// source: VStack(spacing: 10): 30 + 10 + 30 = 70 high, 120 wide; centred: x = (300 − 120) / 2 = 90, y = (200 − 70) / 2 = 65
// expect title: x=90 y=65 width=120 height=30
// expect body: x=110 y=105 width=80 height=30      (90 + (120 − 80) / 2; 65 + 30 + 10)
// expect-diagnostic: warning: FrameLab does not know the modifier 'shimmering' (used 2 times); it is kept in the tree and ignored for layout
// expect-diagnostic: warning: FrameLab does not know the modifier 'cardStyle'
// expect-diagnostic: warning: PreviewProvider Settings_Previews
struct Settings: View {
    var body: some View {
        VStack(spacing: 10) {
            Color.red.frame(width: 120, height: 30)
                .shimmering(active: true)
                .id("title")
            Color.blue.frame(width: 80, height: 30)
                .cardStyle()
                .shimmering(active: false)
                .id("body")
        }
    }
}

struct Settings_Previews: PreviewProvider {
    static var previews: some View {
        Settings(store: Store(initialState: .init()))
    }
}
