// fixture: a form whose rows are a custom layout lines its fields up on a guide the file defines: VStack(alignment: .labelEdge) asks each FormRow's explicitAlignment(of: .labelEdge), which reads its field's dimensions(in:)[.labelEdge] (the field's own alignmentGuide, else LabelEdge.defaultValue run on it)
// device: iphone-15
// source: Apple, AlignmentID ("defaultValue(in:)" is "the value of this guide in the context of the view" when the view sets no explicit value) and ViewDimensions.subscript ("the explicit value of the given alignment guide in this view, or the default value"); Layout.explicitAlignment(of:in:proposal:subviews:cache:) ("the guide's position relative to the bounds"; FrameLab passes bounds at the origin). FormRow is written for this fixture, in the form of Apple's Layout examples
// name row: 60 + 8 + 150 = 218 wide, 30 high; its field sets no .labelEdge, so field[.labelEdge] = LabelEdge.defaultValue = d[.leading] = 0; explicitAlignment = 0 + 60 + 8 + 0 = 68
// email row: 100 + 8 + 120 = 228 wide; its field's alignmentGuide(.labelEdge) is d[.leading] + 10 = 10; explicitAlignment = 100 + 8 + 10 = 118
// marker: sets nothing, a plain view's .labelEdge is its default, d[.leading] = 0
// VStack: the line at max(68, 118, 0) = 118; width = 118 + max(218 − 68, 228 − 118, 40 − 0) = 268; height = 30 + 10 + 30 + 10 + 4 = 84
// placed: in the 393 × 759 safe area below y 59: x = (393 − 268) / 2 = 62.5, y = 59 + (759 − 84) / 2 = 396.5
// expect form: x=62.5 y=396.5 width=268 height=84
// expect name: x=112.5 y=396.5 width=218 height=30       (62.5 + 118 − 68)
// expect nameField: x=180.5 y=396.5 width=150 height=30  (112.5 + 60 + 8: its leading edge on the line)
// expect email: x=62.5 y=436.5 width=228 height=30       (62.5 + 118 − 118)
// expect emailField: x=170.5 y=436.5 width=120 height=30 (62.5 + 100 + 8; its guide, 10 in, on the line at 180.5)
// expect marker: x=180.5 y=476.5 width=40 height=4       (62.5 + 118 − 0)
struct LabelEdge: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}

extension HorizontalAlignment {
    static let labelEdge = HorizontalAlignment(LabelEdge.self)
}

struct FormRow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes[0].width + spacing + sizes[1].width, height: max(sizes[0].height, sizes[1].height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let label = subviews[0].sizeThatFits(.unspecified)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: .unspecified)
        subviews[1].place(at: CGPoint(x: bounds.minX + label.width + spacing, y: bounds.midY), anchor: .leading, proposal: .unspecified)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .labelEdge else { return nil }
        let label = subviews[0].sizeThatFits(.unspecified)
        let field = subviews[1].dimensions(in: .unspecified)
        return bounds.minX + label.width + spacing + field[.labelEdge]
    }
}

struct ContentView: View {
    var body: some View {
        VStack(alignment: .labelEdge, spacing: 10) {
            FormRow {
                Color.gray.frame(width: 60, height: 30)
                Color.blue.frame(width: 150, height: 30).id("nameField")
            }
            .id("name")

            FormRow {
                Color.gray.frame(width: 100, height: 30)
                Color.blue.frame(width: 120, height: 30).id("emailField")
                    .alignmentGuide(.labelEdge) { d in d[.leading] + 10 }
            }
            .id("email")

            Color.red.frame(width: 40, height: 4).id("marker")
        }
        .id("form")
    }
}
