// fixture: 'extension View' helpers that hand the view to a closure ('func `if`(_ c: Bool, transform: (Self) -> Content)', 'transformIf(_:transform:)', a closure returning AnyView) apply the closure's modifiers to the view they modify: 'transform(self)' passes the modified view (it was read in the closure's own scope, "'self' is not a value", and the whole modified view became a 44-tall stand-in: a ScrollView of a screen in Prefire's PlaybookView); a helper named with backticks ('`if`') is found as '.if(…)' (it was an unknown modifier, its padding dropped). Also 'ForEach($items) { $item in … }' iterates the array the binding holds (it repeated ten stand-in rows), and a view's own function given a trailing closure ('framed { Text("D") }', 'applyResizingMode { image }') binds it to its closure parameter (it was unbound: "unknown view 'content'", a failed file in stream-video-swift's folder) (issue 26, wave-6 sample; written here)
// window: 300x400
// source: padding adds its amount on each side; Text("A") in body 17 pt: 11.333 × 20.333 (TextMeasurer)
// expect a: x=124.333 y=100 width=51.333 height=60.333    (Text("A") 11.333 × 20.333 + 20 a side; VStack 60.333 + 40.333 + 30.333 + 40.667 + 28.333 = 200 high, y = (400 − 200) / 2 = 100)
// expect b: x=134.5 y=160.333 width=31 height=40.333      (Text("B") 11 × 20.333 + 10 a side)
// expect c: x=139 y=200.667 width=22 height=30.333        (Text("C") 12 × 20.333 + 5 a side, through AnyView)
// expect rows: x=134.833 y=231 width=30.333 height=40.667 (two rows, 'Ann' and 'Bo': 2 × 20.333; ten stand-in rows before)
// expect d: x=140 y=271.667 width=20 height=28.333        (Text("D") 12 × 20.333 + 4 a side)
import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }

    @ViewBuilder
    func transformIf<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct Toolbox: View {
    @State private var names = ["Ann", "Bo"]

    var body: some View {
        VStack(spacing: 0) {
            Text("A")
                .if(true) { $0.padding(20) }
                .id("a")
            Text("B")
                .transformIf(true) { view in view.padding(10) }
                .id("b")
            Text("C")
                .transformIf(true) { view -> AnyView in
                    return AnyView(view.padding(5))
                }
                .id("c")
            ForEach($names, id: \.self) { $name in
                Text(name)
            }
            .id("rows")
            framed {
                Text("D")
            }
            .id("d")
        }
    }

    @ViewBuilder
    private func framed(@ViewBuilder content: () -> some View) -> some View {
        content()
            .padding(4)
    }
}
