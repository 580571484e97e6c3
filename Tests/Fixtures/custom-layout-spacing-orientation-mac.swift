// fixture: a custom VStack-like layout written here (the construct of a public one) in a VStack on macOS: its spacing(subviews:) unions its first subview's spacing (a Text) on its top edge, so the VStack puts the text-text spacing above it, 0 on macOS, not the 8 next to a plain view; its layoutProperties.stackOrientation = .vertical makes the Spacer inside it 0 wide (as in a VStack) instead of taking the proposed width; updateCache runs after makeCache; explicitAlignment(.center) returns bounds.midX, the default
// device: mac-window
// source: the construct of CongLeSolutionX/MyApp MyApp/LayoutSystemView.swift (a VStack-like Layout with a LayoutValueKey offset, spacing(subviews:), layoutProperties, explicitAlignment, makeCache/updateCache), reimplemented here as Column. Spacing: macOS spacing.vertical.text-text = 0 (Devices/platform-macos.yaml, measured, issue 13); without spacing(subviews:) the layout would count as a plain view and the gap would be text-other, 8 (no measured figure: the default). Text line height on macOS: 16 for body (TextStyleTable.macOS, measured by skip-ui's TextTests, control-metrics.md §1.2). mac-window is an 800 × 600 window with no safe area (an assumption, Devices/mac-window.yaml)
// custom: subviews proposed (width, nil): t1 16 high; the Spacer, with stack orientation vertical, is 0 wide and its minimum 8 high; the box 100 × 50 → width = max(86.049, 0, 100) = 100, height = 16 + 15 + 8 + 15 + 50 = 104
// VStack: 16 (title) + 0 (text-text on macOS) + 104 = 120 high, 100 wide → at ((800 − 100) / 2, (600 − 120) / 2) = (350, 240)
// expect title: y=240 height=16
// expect custom: x=350 y=256 width=100 height=104   (240 + 16 + 0: the title's text-text gap)
// expect t1: x=350 y=256 height=16                  (alignment .leading: bounds.minX − dimensions[.leading] 0)
// expect spacer: x=350 y=287 width=0 height=8       (256 + 16 + 15; 0 wide: the layout's stackOrientation is vertical)
// expect box: x=380 y=310 width=100 height=50       (350 + 30 from .nudge(30); 287 + 8 + 15)
struct ContentView: View {
    var body: some View {
        VStack {
            Text("Title")
                .id("title")
            Column(alignment: .leading, spacing: 15) {
                Text("Aligned Text 1")
                    .id("t1")
                Spacer()
                    .id("spacer")
                Rectangle()
                    .fill(Color.blue.opacity(0.7))
                    .frame(width: 100, height: 50)
                    .nudge(30)
                    .id("box")
            }
            .id("custom")
        }
    }
}

/// How far right a subview of a Column is moved from its aligned place.
private struct Nudge: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
}

/// Subviews top to bottom, `spacing` apart (8 when nil), each proposed the column's width and no
/// height, lined up on `alignment` and moved right by its Nudge.
struct Column: Layout {
    var alignment: HorizontalAlignment = .center
    var spacing: CGFloat? = nil

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func makeCache(subviews: Subviews) -> () { }
    func updateCache(_ cache: inout (), subviews: Subviews) { }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let offer = ProposedViewSize(width: proposal.width, height: nil)
        let sizes = subviews.map { $0.sizeThatFits(offer) }
        let gaps = (spacing ?? 8) * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(gaps) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(width: proposal.width, height: nil)
        let line: CGFloat
        switch alignment {
        case .leading: line = bounds.minX
        case .trailing: line = bounds.maxX
        default: line = bounds.midX
        }
        var y = bounds.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: offer)
            let x = line - dimensions[alignment] + (subview[Nudge.self] ?? 0)
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: offer)
            y += dimensions.height + (spacing ?? 8)
        }
    }

    /// The first subview's spacing on the top edge, the last one's on the bottom, both on the sides.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var result = ViewSpacing()
        if let first = subviews.first { result.formUnion(first.spacing, edges: [.top, .leading, .trailing]) }
        if let last = subviews.last { result.formUnion(last.spacing, edges: [.bottom, .leading, .trailing]) }
        return result
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .center ? bounds.midX : nil
    }
}

extension View {
    func nudge(_ value: CGFloat?) -> some View {
        layoutValue(key: Nudge.self, value: value)
    }
}
