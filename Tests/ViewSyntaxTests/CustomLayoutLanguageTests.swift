import LayoutCore
import Testing
import ViewSyntax

/// The Swift a custom layout's methods are written in: Swift's typing of integer literals from
/// their context, local functions and types, `defer`, `do`/`catch`, `inout` helpers, and what
/// `dimensions(in:)` reads of a subview's guides.
extension CustomLayoutTests {
    @Test func integerLiteralsTakeTheirTypeFromTheContext() throws {
        let (result, translation) = layout("""
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let size = subviews[0].sizeThatFits(.unspecified)
                    let weights: [CGFloat] = [1 / 2, 1]
                    let half = scaled(size.width, by: 1 / 2)
                    let mid = CGPoint(x: 0, y: 0).x + 1 / 2
                    let third = CGFloat(3) / 2
                    let quarter = size.height * (1 / 4)
                    let ints = 1 / 2
                    let point = CGPoint(x: 7 / 2, y: 0)
                    let mixed: [Double] = [0.5, 3 / 2]
                    let picked: CGFloat = subviews.isEmpty ? 2 : 1 / 4
                    let blend = 1 / 2 + 0.5
                    return CGSize(width: half * weights[0] * 8 + mid + third + Double(ints) + point.x + mixed[1], height: quarter + ratio() + picked + blend)
                }
                func scaled(_ value: CGFloat, by factor: CGFloat) -> CGFloat { value * factor }
                func ratio() -> CGFloat { return 3 / 4 }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            """)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        // As Swift types the literals: scaled(50, by: 1 / 2) = 25 (a CGFloat parameter), weights[0] = 0.5
        // ([CGFloat]), 0 + 1 / 2 = 0.5 (next to a CGFloat), CGFloat(3) / 2 = 1.5, 20 × (1 / 4) = 5,
        // `let ints = 1 / 2` = 0 (Int), CGPoint(x: 7 / 2, y: 0).x = 3 (CGPoint's Int initializer wins
        // when every argument is a literal), [0.5, 3 / 2][1] = 1.5 (a [Double]), ratio() = 3 / 4 as a
        // CGFloat = 0.75, `let picked: CGFloat = subviews.isEmpty ? 2 : 1 / 4` = 0.25. Each checked against swiftc 6 on Linux: print(CGFloat(1 / 2), CGPoint(x: 7 / 2,
        // y: 0).x, p.x + 1 / 2, scaled(50, by: 1 / 2), ratio(), weights[0], CGFloat(20) * (1 / 4))
        // prints 0.0 3.0 0.5 25.0 0.75 0.5 5.0.
        // `let blend = 1 / 2 + 0.5` = 1.0: the float literal makes every literal a Double (swiftc 6 prints 1.0).
        // width = 25 × 0.5 × 8 + 0.5 + 1.5 + 0 + 3 + 1.5 = 106.5; height = 5 + 0.75 + 0.25 + 1 = 7.
        // Centred in 200×100: x = (200 − 106.5) / 2 = 46.75, y = (100 − 7) / 2 = 46.5.
        #expect(frame(result, "probe") == Rect(x: 46.75, y: 46.5, width: 106.5, height: 7))
    }

    @Test func roundingRulesAndConstantsComeFromTheSharedTable() throws {
        let (result, translation) = layout("""
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let away = CGFloat(40.2).rounded(.awayFromZero)
                    let even = CGFloat(2.5).rounded(.toNearestOrEven)
                    let tiny: CGFloat = CGFloat.leastNormalMagnitude > 0 ? 1 : 0
                    let mask = 0x4
                    return CGSize(width: away + even + tiny + CGFloat(mask), height: hypot(3, 4) + floor(2.7))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            """)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        // Swift: 40.2.rounded(.awayFromZero) = 41 (the interpreter used to round it to the nearest, 40),
        // 2.5.rounded(.toNearestOrEven) = 2, CGFloat.leastNormalMagnitude > 0 (the length compiler had
        // it, the layout interpreter did not) gives 1, and the hexadecimal literal 0x4 (read by the shared
        // NumberLiteral; the interpreter used to reject it) is 4; width = 41 + 2 + 1 + 4 = 48.
        // height = hypot(3, 4) + floor(2.7) = 5 + 2 = 7.
        // Centred in 200×100: x = (200 − 48) / 2 = 76, y = (100 − 7) / 2 = 46.5.
        #expect(frame(result, "probe") == Rect(x: 76, y: 46.5, width: 48, height: 7))
    }

    @Test func localFunctionsAndTypesDeferDoCatchAndInoutHelpersRun() throws {
        let (result, translation) = layout("""
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    struct Row { var width: CGFloat = 0; var height: CGFloat = 0 }
                    enum Failure: Error { case tooMany }
                    var row = Row()
                    var log: [CGFloat] = []
                    func add(_ size: CGSize) {
                        row.width += size.width
                        row.height = max(row.height, size.height)
                    }
                    do {
                        defer { log.append(row.width) }
                        for subview in subviews { add(subview.sizeThatFits(.unspecified)) }
                        if subviews.count > 1 { throw Failure.tooMany }
                        row.width = 0
                    } catch {
                        row.width += 1
                    }
                    var extra: CGFloat = 2
                    grow(&extra, by: 3)
                    return CGSize(width: row.width + extra + log[0], height: row.height)
                }
                func grow(_ value: inout CGFloat, by amount: CGFloat) { value += amount }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            """)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        // add() sums the subviews into the local Row: 50 + 30 = 80 wide, max(20, 40) = 40 high.
        // Two subviews, so the do block throws before `row.width = 0`; its defer logs 80 first;
        // the catch adds 1: 81. grow(&extra, by: 3) writes 2 + 3 = 5 back to extra.
        // width = 81 + 5 + 80 = 166, height 40; centred in 200×100: (17, 30).
        #expect(frame(result, "probe") == Rect(x: 17, y: 30, width: 166, height: 40))
    }

    @Test func dimensionsReadATextsBaselineAndASubviewsExplicitGuides() throws {
        let source = """
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let text = subviews[0].dimensions(in: .unspecified)
                    let box = subviews[1].dimensions(in: .unspecified)
                    let trailing = box[explicit: .trailing] ?? 100
                    return CGSize(width: box[.leading] + trailing, height: text[.firstTextBaseline] + box[.firstTextBaseline])
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            }
            struct Screen: View {
                var body: some View {
                    Probe {
                        Text("Hi")
                        Color.red.frame(width: 30, height: 40).alignmentGuide(.leading) { _ in 12 }
                    }
                    .id("probe")
                }
            }
            """
        let translation = translator.translate(source)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let result = LayoutEngine.layout(try #require(translation.root), in: .window(width: 200, height: 100))
        // box[.leading] is its alignmentGuide's 12; it sets no trailing guide, so [explicit:] is nil → 100.
        // The Text's first baseline is its ascender, 17 × 1950 / 2048 = 16.187 (body, control-metrics
        // §1.2), not its height; the box has no text, so its baseline is its bottom, 40.
        let probe = try #require(frame(result, "probe"))
        #expect(probe.width == 112)
        #expect(abs(probe.height - (17.0 * 1950 / 2048 + 40)) < 0.0001)
    }

    @Test func layoutPropertiesSpacingAndUpdateCacheAreRunAndExplained() throws {
        let source = """
            struct Column: Layout {
                static var layoutProperties: LayoutProperties {
                    var properties = LayoutProperties()
                    properties.stackOrientation = .vertical
                    return properties
                }
                func makeCache(subviews: Subviews) -> [CGFloat] { [] }
                func updateCache(_ cache: inout [CGFloat], subviews: Subviews) {
                    cache = subviews.map { $0.sizeThatFits(.unspecified).height }
                }
                func spacing(subviews: Subviews, cache: inout [CGFloat]) -> ViewSpacing {
                    var spacing = ViewSpacing.zero
                    spacing.formUnion(subviews[0].spacing, edges: .vertical)
                    return spacing
                }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
                    let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
                    return CGSize(width: widths.max() ?? 0, height: cache.reduce(0, +))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
                    var y = bounds.minY
                    for (subview, height) in zip(subviews, cache) {
                        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                        y += height
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    HStack {
                        Color.blue.frame(width: 20, height: 20).id("left")
                        Column {
                            Color.red.frame(width: 50, height: 20)
                            Spacer().id("spacer")
                        }
                        .id("column")
                    }
                }
            }
            """
        let translation = translator.translate(source)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let result = LayoutEngine.layout(try #require(translation.root), in: .window(width: 200, height: 100))
        // spacing(subviews:) is ViewSpacing.zero with the first subview's (a plain view's) on top and
        // bottom: its leading edge stays zero, so the HStack puts 0, not 8, between left and column.
        // stackOrientation .vertical: the Spacer's ideal is 0 wide and its minimum 8 high, as in a VStack.
        // updateCache replaced makeCache's [] by the heights [20, 8]: the column is max(50, 0) = 50 × 28.
        // The HStack: 20 + 0 + 50 = 70 × 28, centred in 200×100 at (65, 36).
        #expect(frame(result, "left") == Rect(x: 65, y: 40, width: 20, height: 20))
        #expect(frame(result, "column") == Rect(x: 85, y: 36, width: 50, height: 28))
        #expect(frame(result, "spacer") == Rect(x: 85, y: 56, width: 0, height: 8))
        let column = try #require(result.nodes.first { $0.name == "column" })
        let why = result.decision(for: column.id).steps
        #expect(why.contains("layoutProperties.stackOrientation is .vertical: its subviews see it as a VStack (a Spacer grows along it, a Divider crosses it)"))
        #expect(why.contains { $0.hasPrefix("makeCache(subviews:) made the cache and updateCache(_:subviews:) ran on it") && $0.contains("updateCache changed the cache") })
        #expect(why.contains("spacing(subviews:) returned top other, leading zero, bottom other, trailing zero: a stack puts the platform's spacing for those kinds next to it"))
    }
}

extension CustomLayoutTests {
    @Test func withoutExplicitAlignmentALayoutPassesItsSubviewsBaselinesUp() throws {
        let source = """
            struct Pad: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let size = subviews[0].sizeThatFits(.unspecified)
                    return CGSize(width: size.width, height: size.height + 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20), proposal: .unspecified)
                }
            }
            struct Screen: View {
                var body: some View {
                    HStack(alignment: .firstTextBaseline, spacing: 0) {
                        Color.red.frame(width: 10, height: 50).id("box")
                        Pad { Text("Hi") }.id("pad")
                    }
                }
            }
            """
        let translation = translator.translate(source)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let result = LayoutEngine.layout(try #require(translation.root), in: .window(width: 200, height: 100))
        // Layout's default explicitAlignment merges the subviews' values where placeSubviews put
        // them: Pad's first baseline is 20 + the Text's ascender 17 × 1950 / 2048 = 36.187; the box
        // (no text) has its baseline at its bottom, 50. Lined up, Pad starts 50 − 36.187 = 13.813
        // below the box (were Pad's baseline its bottom, it would start 50 − its height above it).
        let box = try #require(frame(result, "box")), pad = try #require(frame(result, "pad"))
        #expect(abs((pad.minY - box.minY) - (50 - (20 + 17.0 * 1950 / 2048))) < 0.0001)
    }
}

extension CustomLayoutTests {
    @Test func theVerticalExplicitAlignmentMovesALayoutInATopAlignedHStack() throws {
        let source = """
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 50, height: 40)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
                func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
                    guide == .top ? bounds.minY + 15 : nil
                }
            }
            struct Row: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 0) {
                        Color.blue.frame(width: 20, height: 20).id("left")
                        Probe { Color.red.frame(width: 10, height: 10) }.id("probe")
                    }
                }
            }
            """
        let translation = translator.translate(source)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let result = LayoutEngine.layout(try #require(translation.root), in: .window(width: 200, height: 100))
        // Probe's top guide is 15 (bounds at the origin: 0 + 15), left's 0: the line at 15, so left
        // starts 15 below Probe's top; the row is 15 + max(20 − 0, 40 − 15) = 40 high.
        let left = try #require(frame(result, "left")), probe = try #require(frame(result, "probe"))
        #expect(left.minY - probe.minY == 15)
        #expect(probe.height == 40)
    }
}
