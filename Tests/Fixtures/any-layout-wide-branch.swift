// fixture: the same layout with the condition true is an HStack with spacing 4
// window: 300x300
// source: Apple's AnyLayout documentation; 50 + 4 + 80 = 134
// expect layout: x=83 y=125 width=134 height=50 (300 − 134) / 2 = 83
// expect b: x=137 83 + 50 + 4
struct Adaptive: View {
    let isWide = true
    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(alignment: .leading))
        layout {
            Color.red.frame(width: 50, height: 50).id("a")
            Color.red.frame(width: 80, height: 50).id("b")
        }
        .id("layout")
    }
}
