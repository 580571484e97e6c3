// fixture: a layout chosen by a condition (AnyLayout(HStackLayout(spacing: 4)) when wide, else AnyLayout(VStackLayout(alignment: .leading))) lays its content out as that stack
// window: 300x300
// source: Apple's AnyLayout documentation; the condition is a stored Bool here (size-class conditions follow TranslationOptions.environment)
// expect layout: x=110 y=96 width=80 height=108 isWide is false: VStack 80 × (50 + 8 + 50), centred
// expect a: x=110 y=96 width=50 leading-aligned in the 80-wide stack
// expect b: y=154 96 + 50 + 8
struct Adaptive: View {
    let isWide = false
    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(alignment: .leading))
        layout {
            Color.red.frame(width: 50, height: 50).id("a")
            Color.red.frame(width: 80, height: 50).id("b")
        }
        .id("layout")
    }
}
