import Testing
@testable import LayoutCore

/// Each layout behaviour's decision as a function of explicit input → output
/// (docs/layout-behaviours.md): called with a proposal, the node's spec and the child's answer, no
/// tree and no engine. The numbers are the semantics digest's rules worked by hand.
@Suite("Layout behaviours as functions")
struct LayoutBehaviourTests {
    // MARK: padding (digest §3.4)

    /// 16 on every edge: the child is offered 300 − 2 × 16 = 268 and an unspecified height; a child
    /// answering 268 × 20 makes the padding 268 + 32 = 300 by 20 + 32 = 52, and it sits 16 in from
    /// the padding's corner (10 + 16, 20 + 16).
    @Test func paddingTakesTheInsetsOffTheProposalAndAddsThemToTheAnswer() {
        let padding = PaddingLayout(insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(padding.childProposal(ProposedSize(width: 300, height: nil)) == ProposedSize(width: 268, height: nil))
        #expect(padding.size(child: Size(width: 268, height: 20)) == Size(width: 300, height: 52))
        #expect(padding.childOrigin(in: Rect(x: 10, y: 20, width: 300, height: 52)) == Point(x: 26, y: 36))
    }

    /// A proposal smaller than the insets offers the child 0, never a negative length (20 − 32 → 0);
    /// with no child the padding is the insets alone: 3 + 5 = 8 wide, 2 + 4 = 6 high.
    @Test func paddingNeverOffersANegativeLengthAndIsItsInsetsWithoutAChild() {
        let padding = PaddingLayout(insets: EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5))
        #expect(PaddingLayout(insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)).childProposal(ProposedSize(width: 20, height: 20)) == ProposedSize(width: 0, height: 0))
        #expect(padding.size(child: nil) == Size(width: 8, height: 6))
    }

    // MARK: frame(width:height:) (digest §3.1)

    /// (frame, proposal, child's answer or nil for no child) → (child proposal, size).
    static let fixedFrameCases: [(frame: FixedFrame, proposal: ProposedSize, child: Size?, childProposal: ProposedSize, size: Size)] = [
        // Width set: the child is offered 100 and the proposal's 400; the frame is 100 by the child's 30.
        (FixedFrame(width: 100), ProposedSize(width: 300, height: 400), Size(width: 50, height: 30), ProposedSize(width: 100, height: 400), Size(width: 100, height: 30)),
        // Both set: the frame is 100 × 200 whatever the child answers.
        (FixedFrame(width: 100, height: 200), ProposedSize(width: 300, height: 400), Size(width: 5, height: 5), ProposedSize(width: 100, height: 200), Size(width: 100, height: 200)),
        // No child: an unset axis takes the proposal, or 0 when that is unspecified.
        (FixedFrame(height: 20), ProposedSize(width: nil, height: 400), nil, ProposedSize(width: nil, height: 20), Size(width: 0, height: 20)),
        // A negative width is unset (SwiftUI logs "Invalid frame dimension"): the proposal passes through.
        (FixedFrame(width: -5, height: 10), ProposedSize(width: 300, height: 400), Size(width: 70, height: 10), ProposedSize(width: 300, height: 10), Size(width: 70, height: 10)),
    ]

    @Test(arguments: fixedFrameCases.indices)
    func fixedFrame(_ k: Int) {
        let c = Self.fixedFrameCases[k]
        let layout = FixedFrameLayout(c.frame)
        #expect(layout.childProposal(c.proposal) == c.childProposal)
        #expect(layout.size(c.proposal, child: c.child) == c.size)
    }

    /// Both lengths set: the child is not asked; a NaN or negative length is reported as ignored.
    @Test func fixedFrameNeedsItsChildOnlyOnAnUnsetAxisAndFlagsUnusableLengths() {
        #expect(!FixedFrameLayout(FixedFrame(width: 1, height: 2)).needsChild)
        #expect(FixedFrameLayout(FixedFrame(width: 1)).needsChild)
        #expect(FixedFrameLayout.ignoresLength(FixedFrame(width: .nan, height: 2)))
        #expect(FixedFrameLayout.ignoresLength(FixedFrame(width: 2, height: -1)))
        #expect(!FixedFrameLayout.ignoresLength(FixedFrame(width: 0)))
    }

    // MARK: flexible frame (digest §3.2)

    /// (frame, proposal, child's answer to the child proposal) → (child proposal, size).
    static let flexibleFrameCases: [(frame: FlexibleFrame, proposal: ProposedSize, child: Size, childProposal: ProposedSize, size: Size)] = [
        // maxWidth 50 caps the 300 offered: the child gets 50, the frame is min(max(50, 50), 50) = 50
        // wide and the child's 100 high (no height bounds).
        (FlexibleFrame(maxWidth: 50), ProposedSize(width: 300, height: 100), Size(width: 50, height: 100), ProposedSize(width: 50, height: 100), Size(width: 50, height: 100)),
        // minWidth 200 over a child that answers 40 of the 300 offered: max(min(300, 40), 200) = 200.
        (FlexibleFrame(minWidth: 200), ProposedSize(width: 300, height: 100), Size(width: 40, height: 20), ProposedSize(width: 300, height: 100), Size(width: 200, height: 20)),
        // maxWidth .infinity over a child answering 40: min(max(300, 40), ∞) = 300 (the frame fills).
        (FlexibleFrame(maxWidth: .infinity), ProposedSize(width: 300, height: 100), Size(width: 40, height: 20), ProposedSize(width: 300, height: 100), Size(width: 300, height: 20)),
        // idealWidth 80 under an unspecified width: the child is offered 80 and the frame is 80.
        (FlexibleFrame(idealWidth: 80), ProposedSize(width: nil, height: 100), Size(width: 30, height: 20), ProposedSize(width: 80, height: 100), Size(width: 80, height: 20)),
        // min 100 > max 50: max is raised to 100, so 300 offered clamps to min(max(300, 100), 100) = 100.
        (FlexibleFrame(minWidth: 100, maxWidth: 50), ProposedSize(width: 300, height: 100), Size(width: 100, height: 20), ProposedSize(width: 100, height: 100), Size(width: 100, height: 20)),
        // A negative minHeight is 0; 10 offered with maxHeight 5: the child gets 5, the frame min(max(5, 3), 5) = 5.
        (FlexibleFrame(minHeight: -4, maxHeight: 5), ProposedSize(width: 300, height: 10), Size(width: 300, height: 3), ProposedSize(width: 300, height: 5), Size(width: 300, height: 5)),
    ]

    @Test(arguments: flexibleFrameCases.indices)
    func flexibleFrame(_ k: Int) {
        let c = Self.flexibleFrameCases[k]
        let layout = FlexibleFrameLayout(c.frame)
        let childProposal = layout.childProposal(c.proposal)
        #expect(childProposal == c.childProposal)
        #expect(layout.size(c.proposal, childProposal: childProposal, child: c.child) == c.size)
    }

    /// min and max both set with a proposal decide the length without the child; min 100 > max 50
    /// is reported once, for the horizontal axis.
    @Test func flexibleFrameAsksItsChildOnlyWhenTheBoundsDoNotDecide() {
        #expect(!FlexibleFrameLayout(FlexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)).needsChild(ProposedSize(width: 300, height: 400)))
        #expect(FlexibleFrameLayout(FlexibleFrame(minWidth: 0, maxWidth: .infinity)).needsChild(ProposedSize(width: 300, height: 400)))
        let contradictions = FlexibleFrameLayout.contradictions(FlexibleFrame(minWidth: 100, maxWidth: 50))
        #expect(contradictions.count == 1)
        #expect(contradictions.first?.axis == .horizontal && contradictions.first?.min == 100 && contradictions.first?.max == 50)
    }

    /// Placement proposes the frame's length, except nil on an axis proposed nil, with no ideal,
    /// whose length (40) lies strictly between min 10 and max 100.
    @Test func flexibleFramePlacesItsChildWithItsOwnLengthOrNil() {
        let layout = FlexibleFrameLayout(FlexibleFrame(minWidth: 10, maxWidth: 100, minHeight: 10, maxHeight: 100))
        #expect(layout.placementProposal(ProposedSize(width: nil, height: 60), frameSize: Size(width: 40, height: 60)) == ProposedSize(width: nil, height: 60))
        #expect(layout.placementProposal(ProposedSize(width: nil, height: nil), frameSize: Size(width: 100, height: 60)) == ProposedSize(width: 100, height: nil))
    }

    // MARK: ZStack (digest §4.4)

    /// Only the highest priority sizes the stack: priorities [0, 1, 1] → children 1 and 2; their
    /// union of 10 × 50 and 30 × 20 is 30 × 50; an explicit horizontal guide spanning 70 makes it 70 wide.
    @Test func zStackIsTheUnionOfItsHighestPriorityChildren() {
        #expect(ZStackLayout.sizingChildren(priorities: [0, 1, 1]) == [1, 2])
        #expect(ZStackLayout.sizingChildren(priorities: []) == [])
        let sizes = [Size(width: 10, height: 50), Size(width: 30, height: 20)]
        #expect(ZStackLayout.size(sizes, guided: [:]) == Size(width: 30, height: 50))
        #expect(ZStackLayout.size(sizes, guided: [.horizontal: .init(starts: [0, 0], extent: 70)]) == Size(width: 70, height: 50))
    }

    /// Centred in 100 × 100, a 10 × 50 child is at ((100 − 10) / 2, (100 − 50) / 2) = (45, 25);
    /// with explicit guides starting it 5 into a 20-wide extent, x = ½ × (100 − 20) + 5 = 45 as well
    /// for the second child, 40 for the first (start 0).
    @Test func zStackAlignsEveryChildToOnePoint() {
        let sizes = [Size(width: 10, height: 50), Size(width: 30, height: 20)]
        #expect(ZStackLayout.origins(sizes, .center, in: Size(width: 100, height: 100), guided: [:]) == [Point(x: 45, y: 25), Point(x: 35, y: 40)])
        #expect(ZStackLayout.origins(sizes, .bottomTrailing, in: Size(width: 100, height: 100), guided: [:]) == [Point(x: 90, y: 50), Point(x: 70, y: 80)])
        let guided = ZStackLayout.origins(sizes, .center, in: Size(width: 100, height: 100), guided: [.horizontal: .init(starts: [0, 5], extent: 20)])
        #expect(guided == [Point(x: 40, y: 25), Point(x: 45, y: 40)])
    }

    // MARK: ViewThatFits (Apple's ViewThatFits documentation)

    /// (axes, proposal, the candidates' ideal sizes) → (chosen, none fitted, candidates measured).
    static let viewThatFitsCases: [(axes: AxisSet, proposal: ProposedSize, ideals: [Size], chosen: Int, noneFitted: Bool, measured: Int)] = [
        // 300 > 200 overflows; 150 fits: the second is chosen, the third never measured.
        (.horizontal, ProposedSize(width: 200, height: 100), [Size(width: 300, height: 20), Size(width: 150, height: 20), Size(width: 50, height: 20)], 1, false, 2),
        // None fits 200: the last is shown, and said to be.
        (.horizontal, ProposedSize(width: 200, height: 100), [Size(width: 300, height: 20), Size(width: 250, height: 20)], 1, true, 2),
        // Height is not constrained: 300 high fits a 100-high proposal on the horizontal axis.
        (.horizontal, ProposedSize(width: 200, height: 100), [Size(width: 150, height: 300)], 0, false, 1),
        // An unspecified proposal fits anything.
        (.both, ProposedSize(width: nil, height: nil), [Size(width: 3000, height: 3000), Size(width: 1, height: 1)], 0, false, 1),
        // Within 0.0001 of the proposal fits (200.00005 ≤ 200 + 0.0001).
        (.horizontal, ProposedSize(width: 200, height: 100), [Size(width: 200.00005, height: 20)], 0, false, 1),
        // No candidates: nothing chosen, nothing overflowed.
        (.both, ProposedSize(width: 200, height: 100), [], 0, false, 0),
    ]

    @Test(arguments: viewThatFitsCases.indices)
    func viewThatFits(_ k: Int) {
        let c = Self.viewThatFitsCases[k]
        var probes: [ProposedSize] = []
        let choice = ViewThatFitsLayout.choose(c.axes, c.proposal, candidates: c.ideals.count) { candidate, probe in
            probes.append(probe)
            return c.ideals[candidate]
        }
        #expect(choice.chosen == c.chosen)
        #expect(choice.noneFitted == c.noneFitted)
        #expect(choice.candidates.count == c.measured)
        // Each candidate is asked its ideal size: nil on the constrained axes, the proposal on the others.
        #expect(probes.allSatisfy { $0 == ViewThatFitsLayout.probe(c.axes, c.proposal) })
    }

    @Test func viewThatFitsProbesWithNilOnlyOnTheConstrainedAxes() {
        #expect(ViewThatFitsLayout.probe(.horizontal, ProposedSize(width: 200, height: 100)) == ProposedSize(width: nil, height: 100))
        #expect(ViewThatFitsLayout.probe(.vertical, ProposedSize(width: 200, height: 100)) == ProposedSize(width: 200, height: nil))
    }

    // MARK: ScrollView (digest §4.5, §8.6)

    /// A vertical scroll view offered 393 × 700 with 20-pt margins on the leading and trailing
    /// edges: the content gets 393 − 40 = 353 wide and nil high; with content 353 × 1500 the scroll
    /// view takes the 700 it was offered high and hugs 353 + 40 = 393 wide.
    @Test func scrollViewProposesNilAlongItsAxesAndHugsAcross() {
        let insets = EdgeInsets(leading: 20, trailing: 20)
        let p = ProposedSize(width: 393, height: 700)
        #expect(ScrollLayout.contentProposal(.vertical, p, insets) == ProposedSize(width: 353, height: nil))
        #expect(ScrollLayout.size(.vertical, p, content: Size(width: 353, height: 1500), insets) == Size(width: 393, height: 700))
        // Unspecified along the scroll axis: the content plus the insets (1500 + 0).
        #expect(ScrollLayout.size(.vertical, ProposedSize(width: 393, height: nil), content: Size(width: 353, height: 1500), insets) == Size(width: 393, height: 1500))
        #expect(ScrollLayout.contentAxis(.horizontal) == .horizontal)
        #expect(ScrollLayout.contentAxis(.both) == .vertical)
    }

    /// Content 100 wide in a 393-wide vertical scroll view at x = 0 is centred across:
    /// 20 + (393 − 40 − 100) / 2 = 146.5; along the scroll axis it starts at the top inset (10).
    @Test func scrollViewCentresNarrowContentAcrossItsAxes() {
        let origin = ScrollLayout.contentOrigin(.vertical, in: Rect(x: 0, y: 0, width: 393, height: 700), EdgeInsets(top: 10, leading: 20, trailing: 20), content: Size(width: 100, height: 1500))
        #expect(origin == Point(x: 146.5, y: 10))
    }

    // MARK: containerRelativeFrame (digest §8)

    /// (rule, container length) → (length, formula).
    static let containerRelativeCases: [(rule: ContainerLengthRule, container: Double, length: Double?, formula: String)] = [
        (.fullLength, 393, 393, "393 = 393"),
        // Three columns with 10 between them, spanning one: (393 − 10 × 2) / 3 = 124.333…
        (.grid(count: 3, span: 1, spacing: 10), 393, (393 - 20) / 3.0, "(393 − 10 × 2) / 3 × 1 + 10 × 0 = 124.333"),
        // Spanning two: 2 × 124.333 + 10 = 258.667.
        (.grid(count: 3, span: 2, spacing: 10), 393, (393 - 20) / 3.0 * 2 + 10, "(393 − 10 × 2) / 3 × 2 + 10 × 1 = 258.667"),
        // Negative: (10 − 30 × 2) / 3 < 0 is clamped to 0.
        (.grid(count: 3, span: 1, spacing: 30), 10, 0, "(10 − 30 × 2) / 3 × 1 + 30 × 0 = -16.667, clamped to 0"),
    ]

    @Test(arguments: containerRelativeCases.indices)
    func containerRelativeLength(_ k: Int) {
        let c = Self.containerRelativeCases[k]
        let outcome = ContainerRelativeFrameLayout.length(c.rule, container: c.container, .horizontal)
        #expect(outcome.length == c.length)
        #expect(outcome.formula == c.formula)
    }

    /// count 0 is raised to 1 (the whole length) and reported as a warning.
    @Test func containerRelativeGridReportsACountBelowOne() {
        let outcome = ContainerRelativeFrameLayout.length(.grid(count: 0, span: 1, spacing: 0), container: 300, .vertical)
        #expect(outcome.length == 300)
        #expect(outcome.problem?.id == LayoutMessages.containerRelativeGrid)
    }

    // MARK: overlay / background (digest §3.7)

    /// The modifier is the primary's size (zero without one); the secondary is laid out on the
    /// primary's frame, or on its extended frame when the primary ignores the safe area, and is
    /// proposed that rect's size.
    @Test func overlayIsThePrimarysSizeAndProposesItsRectToTheSecondary() {
        #expect(OverlayLayout.size(primary: Size(width: 100, height: 50)) == Size(width: 100, height: 50))
        #expect(OverlayLayout.size(primary: nil) == .zero)
        let slot = Rect(x: 0, y: 59, width: 393, height: 759)
        #expect(OverlayLayout.secondaryRect(frame: slot, extended: nil) == slot)
        #expect(OverlayLayout.secondaryRect(frame: slot, extended: Rect(x: 0, y: 0, width: 393, height: 852)) == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(OverlayLayout.secondaryProposal(in: slot) == ProposedSize(width: 393, height: 759))
    }

    /// (alignment, secondary's size, the rect, its explicit guide values) → its top-leading corner.
    static let overlayCases: [(alignment: Alignment, secondary: Size, rect: Rect, guides: AlignmentGuideValues, origin: Point)] = [
        // Centred: 40 × 20 in 100 × 50 at (10, 20): (10 + (100 − 40) / 2, 20 + (50 − 20) / 2) = (40, 35).
        (.center, Size(width: 40, height: 20), Rect(x: 10, y: 20, width: 100, height: 50), AlignmentGuideValues(), Point(x: 40, y: 35)),
        // Bottom trailing: (10 + 100 − 40, 20 + 50 − 20) = (70, 50).
        (.bottomTrailing, Size(width: 40, height: 20), Rect(x: 10, y: 20, width: 100, height: 50), AlignmentGuideValues(), Point(x: 70, y: 50)),
        // A secondary larger than the rect overhangs evenly: 10 + (100 − 140) / 2 = −10.
        (.center, Size(width: 140, height: 50), Rect(x: 10, y: 20, width: 100, height: 50), AlignmentGuideValues(), Point(x: -10, y: 20)),
        // Leading guide set to 5: the guide sits on the rect's leading edge, x = 10 + 0 × 100 − 5 = 5.
        (.leading, Size(width: 40, height: 20), Rect(x: 10, y: 20, width: 100, height: 50), AlignmentGuideValues(horizontal: 5), Point(x: 5, y: 35)),
        // Centre guide set to 30 vertically: y = 20 + ½ × 50 − 30 = 15; x stays centred at 40.
        (.center, Size(width: 40, height: 20), Rect(x: 10, y: 20, width: 100, height: 50), AlignmentGuideValues(vertical: 30), Point(x: 40, y: 15)),
    ]

    @Test(arguments: overlayCases.indices)
    func overlaySecondaryOrigin(_ k: Int) {
        let c = Self.overlayCases[k]
        #expect(OverlayLayout(alignment: c.alignment).secondaryOrigin(c.secondary, in: c.rect, guides: c.guides) == c.origin)
    }

    // MARK: ignoresSafeArea (digest §3.8)

    /// iPhone 15 Pro portrait (Devices/iphone-15-pro.yaml: screen 393 × 852, safe area top 59,
    /// bottom 34): the layer's outer rect is the screen, its inner rect (0, 59, 393, 852 − 59 − 34 = 759).
    static let screen = Rect(x: 0, y: 0, width: 393, height: 852)
    static let safe = Rect(x: 0, y: 59, width: 393, height: 759)

    /// (edges, slot, proposal) → (grown frame, edges grown on, the pushed layer's inner rect, child proposal).
    static let ignoresSafeAreaCases: [(edges: EdgeSet, slot: Rect, proposal: ProposedSize, grown: Rect, extended: [Edge], layerInner: Rect, childProposal: ProposedSize)] = [
        // A slot filling the safe area, all edges: it grows 59 up and 34 down to the screen,
        // 852 high; leading and trailing reach the band (0 ≤ 0 + 0.01) but there is none to grow into.
        (.all, safe, ProposedSize(width: 393, height: 759), screen, [.top, .bottom], screen, ProposedSize(width: 393, height: 852)),
        // Top only: 759 + 59 = 818 high from y 0; inside, only the top band is gone.
        (.top, safe, ProposedSize(width: 393, height: 759), Rect(x: 0, y: 0, width: 393, height: 818), [.top], Rect(x: 0, y: 0, width: 393, height: 818), ProposedSize(width: 393, height: 818)),
        // A slot in the middle (y 300…400) reaches no band: unchanged, the proposal passes through
        // (nil stays nil); the child still sees no safe area on any edge.
        (.all, Rect(x: 0, y: 300, width: 393, height: 100), ProposedSize(width: 393, height: nil), Rect(x: 0, y: 300, width: 393, height: 100), [], screen, ProposedSize(width: 393, height: nil)),
        // Ending on the inner bottom boundary (700 + 118 = 818) counts: it grows to 852 − 700 = 152 high.
        (.bottom, Rect(x: 0, y: 700, width: 393, height: 118), ProposedSize(width: nil, height: nil), Rect(x: 0, y: 700, width: 393, height: 152), [.bottom], Rect(x: 0, y: 59, width: 393, height: 793), ProposedSize(width: nil, height: 152)),
        // Within the 0.01 tolerance: ending at 817.995 still reaches; 852 − 700 = 152.
        (.bottom, Rect(x: 0, y: 700, width: 393, height: 117.995), ProposedSize(width: 393, height: 117.995), Rect(x: 0, y: 700, width: 393, height: 152), [.bottom], Rect(x: 0, y: 59, width: 393, height: 793), ProposedSize(width: 393, height: 152)),
    ]

    @Test(arguments: ignoresSafeAreaCases.indices)
    func ignoresSafeArea(_ k: Int) {
        let c = Self.ignoresSafeAreaCases[k]
        let outcome = SafeAreaIgnoringLayout(edges: c.edges).extend(c.slot, c.proposal, outer: Self.screen, inner: Self.safe)
        #expect(outcome.grown == c.grown)
        #expect(outcome.extendedEdges == c.extended)
        #expect(outcome.layerInner == c.layerInner)
        #expect(outcome.childProposal == c.childProposal)
    }
}
