// fixture: a public custom VStack-like layout in a VStack on macOS: its spacing(subviews:) unions its first subview's spacing (a Text) on its top edge, so the VStack puts the text-text spacing above it, 0 on macOS, not the 8 next to a plain view; its layoutProperties.stackOrientation = .vertical makes the Spacer inside it 0 wide (as in a VStack) instead of taking the proposed width; updateCache runs after makeCache; explicitAlignment(.center) returns bounds.midX, the default
// device: mac-window
// source: CongLeSolutionX/MyApp, MyApp/LayoutSystemView.swift: MyCustomLayoutValueKey, MyCustomVStackLayout and myCustomLayoutValue, unchanged but for comments and the custom-guide branch (FrameLab's custom ids are translated per stack, not read by a layout's placeSubviews); the ContentView is shortened. Spacing: macOS spacing.vertical.text-text = 0 (Devices/platform-macos.yaml, measured, issue 13); without spacing(subviews:) the layout would count as a plain view and the gap would be text-other, 8 (no measured figure: the default). Text line height on macOS: 16 for body (TextStyleTable.macOS, measured by skip-ui's TextTests, control-metrics.md §1.2). mac-window is an 800 × 600 window with no safe area (an assumption, Devices/mac-window.yaml)
// custom: subviews proposed (width, nil): t1 16 high; the Spacer, with stack orientation vertical, is 0 wide and its minimum 8 high; the box 100 × 50 → width = max(86.049, 0, 100) = 100, height = 16 + 15 + 8 + 15 + 50 = 104
// VStack: 16 (title) + 0 (text-text on macOS) + 104 = 120 high, 100 wide → at ((800 − 100) / 2, (600 − 120) / 2) = (350, 240)
// expect title: y=240 height=16
// expect custom: x=350 y=256 width=100 height=104   (240 + 16 + 0: the title's text-text gap)
// expect t1: x=350 y=256 height=16                  (alignment .leading: bounds.minX − dimensions[.leading] 0)
// expect spacer: x=350 y=287 width=0 height=8       (256 + 16 + 15; 0 wide: the layout's stackOrientation is vertical)
// expect box: x=380 y=310 width=100 height=50       (350 + 30 from myCustomLayoutValue(30); 287 + 8 + 15)
struct ContentView: View {
    var body: some View {
        VStack {
            Text("Title")
                .id("title")
            MyCustomVStackLayout(alignment: .leading, spacing: 15) {
                Text("Aligned Text 1")
                    .id("t1")
                Spacer()
                    .id("spacer")
                Rectangle()
                    .fill(Color.blue.opacity(0.7))
                    .frame(width: 100, height: 50)
                    .myCustomLayoutValue(30)
                    .id("box")
            }
            .id("custom")
        }
    }
}

/// Define a custom LayoutValueKey to pass data from subviews to the layout container.
/// This key will hold an optional CGFloat value, defaulting to nil.
private struct MyCustomLayoutValueKey: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
}

// MARK: - 3. Custom Layout Container (Similar to VStack)

/// A custom layout container that arranges its subviews vertically,
/// respecting horizontal alignment and custom layout values.
struct MyCustomVStackLayout: Layout {
    /// The horizontal alignment guide for positioning subviews. Defaults to center.
    var alignment: HorizontalAlignment = .center
    /// The spacing between subviews. Defaults to a system-standard value (nil).
    var spacing: CGFloat? = nil

    /// Calculates the size needed by the layout container.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }

        let verticalSpacing = spacing ?? 8
        let subviewProposal = ProposedViewSize(width: proposal.width, height: nil)

        let totalHeight = subviews.indices.reduce(0) { total, index in
            let subview = subviews[index]
            let subviewHeight = subview.sizeThatFits(subviewProposal).height
            let spacing = (index == subviews.count - 1) ? 0 : verticalSpacing
            return total + subviewHeight + spacing
        }

        let maxWidth = subviews.reduce(0) { currentMax, subview in
            return max(currentMax, subview.sizeThatFits(subviewProposal).width)
        }

        return CGSize(
            width: maxWidth,
            height: totalHeight
        )
    }

    /// Places the subviews within the given bounds.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }

        let verticalSpacing = spacing ?? 8
        var currentY = bounds.minY

        // Proposal for placing subviews
        let subviewProposal = ProposedViewSize(width: proposal.width, height: nil)

        let containerGuideXAnchorOffset: CGFloat
        if alignment == .leading {
            containerGuideXAnchorOffset = bounds.minX
        } else if alignment == .trailing {
            containerGuideXAnchorOffset = bounds.maxX
        } else if alignment == .center {
            containerGuideXAnchorOffset = bounds.midX
        } else {
             // For truly custom alignments passed to the *container*, we need a default value.
              containerGuideXAnchorOffset = bounds.midX // Fallback to center
        }

        // Iterate through subviews to place them.
        for index in subviews.indices {
            let subview = subviews[index]
            let dimensions = subview.dimensions(in: subviewProposal)
            let customXOffset = subview[MyCustomLayoutValueKey.self] ?? 0.0

            // Get the subview's alignment guide offset relative to its own origin (0, 0)
            let subviewGuideXOffset = dimensions[alignment]

            // Calculate the subview's origin X so its guide aligns with the container's guide anchor point
            // subviewOriginX + subviewGuideXOffset = containerGuideXAnchorOffset
            let subviewOriginX = containerGuideXAnchorOffset - subviewGuideXOffset

            let finalX = subviewOriginX + customXOffset

            let placementPoint = CGPoint(x: finalX, y: currentY)

            subview.place(at: placementPoint, anchor: .topLeading, proposal: subviewProposal)

            currentY += dimensions.height
            if index < subviews.count - 1 {
                currentY += verticalSpacing
            }
        }
    }

    // Optional methods remain the same
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
         var spacing = ViewSpacing()
         if let first = subviews.first {
             spacing.formUnion(first.spacing, edges: [.top, .leading, .trailing])
         }
         if let last = subviews.last {
             spacing.formUnion(last.spacing, edges: [.bottom, .leading, .trailing])
         }
         return spacing
    }

     func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
         if guide == .center {
             return bounds.midX
         }
         return nil
     }

    func makeCache(subviews: Subviews) -> () { }
    func updateCache(_ cache: inout (), subviews: Subviews) { }
}

// MARK: - 4. Helper View Modifier for Custom Layout Value

extension View {
    func myCustomLayoutValue(_ value: CGFloat?) -> some View {
        layoutValue(key: MyCustomLayoutValueKey.self, value: value)
    }
}
