// fixture: a dictionary literal is data: subscripts (with ?? and default:), .keys.sorted() and .sorted(by:) in ForEach, .count in a condition
// device: iphone-15-pro
// source: FrameLab's reading of Swift dictionaries; the VStack(alignment: .leading, spacing: 0) is centred in the 393-wide safe area (x = (393 - 120) / 2 = 136.5) below the 59 pt top inset, so rows stack from y = 59 with their own heights; the dictionary's own order (wide, narrow, medium) is not used
// expect narrow: x=136.5 y=59 width=40 height=10    (sorted by value ascending: 40 first, height 40 / 4 = 10)
// expect medium: x=136.5 y=69 width=80 height=20    (then 80: y = 59 + 10, height 80 / 4 = 20)
// expect wide: x=136.5 y=89 width=120 height=30     (then 120: y = 69 + 20, height 120 / 4 = 30)
// expect key-medium: x=136.5 y=119 width=80 height=5    (keys sorted alphabetically: medium, narrow, wide; widths[key] ?? 0)
// expect key-narrow: x=136.5 y=124 width=40 height=5
// expect key-wide: x=136.5 y=129 width=120 height=5
// expect lookup: x=136.5 y=134 width=120 height=7   (widths["wide"] = 120; widths["missing", default: 7] = 7)
// expect counted: x=136.5 y=141 width=30 height=3   (widths.count > 2 → the first branch, 3 entries → height 3)
struct Palette: View {
    let widths: [String: CGFloat] = ["wide": 120, "narrow": 40, "medium": 80]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(widths.sorted(by: { $0.value < $1.value }), id: \.key) { name, width in
                Color.red.frame(width: width, height: width / 4).id(name)
            }
            ForEach(widths.keys.sorted(), id: \.self) { key in
                Color.blue.frame(width: widths[key] ?? 0, height: 5).id("key-\(key)")
            }
            Color.green.frame(width: widths["wide"] ?? 0, height: widths["missing", default: 7]).id("lookup")
            if widths.count > 2 {
                Color.gray.frame(width: 30, height: CGFloat(widths.count)).id("counted")
            } else {
                Color.gray.frame(width: 30, height: 50).id("counted")
            }
            Spacer(minLength: 0)
        }
    }
}
