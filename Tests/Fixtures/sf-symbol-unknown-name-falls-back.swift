// fixture: a symbol name the table lacks keeps the fallback square (0.9961 em) with one warning per file naming it and the closest known name; a computed name keeps the square with a note, no warning
// device: iphone-15-pro
// os: ios26
// source: Views/SFSymbol.yaml fallback: 0.9961 em of body 17 = 16.934 (control-metrics.md §2, estimate)
// source: a Label's systemImage: is looked up like Image(systemName:): circle.fill at body 1.1667 × 17 × 3 = 59.5 px → 60 (rounded) → 20 wide; 1.125 × 17 × 3 = 57.4 → 57 → 19 tall; .iconOnly shows only the icon
// expect typo: width=16.934 height=16.934
// expect again: width=16.934 height=16.934
// expect computed: width=16.934 height=16.934
// expect label: width=20 height=19
// expect-diagnostic: warning: FrameLab's SF Symbols table (Views/Symbols/sf-symbols.yaml) lacks the symbol 'chevron.rigth' (used 2 times) (did you mean 'chevron.right'?): laid out as the fallback square
// expect-diagnostic: note: the symbol name 'name' is computed at run time
struct ContentView: View {
    let name: String
    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: "chevron.rigth")
                .id("typo")
            Image(systemName: "chevron.rigth")
                .id("again")
            Image(systemName: name)
                .id("computed")
            Label("Done", systemImage: "circle.fill")
                .labelStyle(.iconOnly)
                .id("label")
        }
    }
}
