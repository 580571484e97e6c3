// fixture: a dictionary property with no value gets forEachDefaultCount placeholder entries with distinct keys ("Sample 1" … "Sample 10"), each value the placeholder of its type; sorted(by: <) orders the keys as Swift compares strings
// device: iphone-15-pro
// source: FrameLab's placeholder rule (docs/source.md "How a view struct is evaluated"): forEachDefaultCount is 10, an Int placeholder is 1; rows of 20 in a VStack(spacing: 0) from the 59 pt top inset, centred: x = (393 - 100) / 2 = 146.5
// expect Sample 1: x=146.5 y=59 width=100 height=20    (key "Sample 1", value 1 → width 100 × 1)
// expect Sample 10: x=146.5 y=79 width=100 height=20   ("Sample 10" < "Sample 2" as strings: 59 + 20)
// expect Sample 2: x=146.5 y=99 width=100 height=20    (79 + 20)
// expect Sample 9: x=146.5 y=239 width=100 height=20   (the tenth row: 59 + 9 × 20)
// expect total: x=181.5 y=259 width=30 height=10       (scores.count = 10; y = 59 + 10 × 20; x = 146.5 + (100 - 30) / 2)
struct Scoreboard: View {
    let scores: [String: Int]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(scores.sorted(by: <), id: \.key) { entry in
                Color.orange.frame(width: 100 * CGFloat(entry.value), height: 20).id(entry.key)
            }
            Color.gray.frame(width: 30, height: CGFloat(scores.count)).id("total")
            Spacer(minLength: 0)
        }
    }
}
