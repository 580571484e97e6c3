import LayoutCore
import Testing
import ViewSyntax

/// Custom `Layout` types of the source: the interpreter's reach, its errors at their positions,
/// and the `:why` steps the layout records.
@Suite struct CustomLayoutTests {
    /// A layout whose body is `body`, holding 50×20 and 30×40 views, laid out in a 200×100 window.
    func layout(_ body: String, extra: String = "") -> (LayoutResult, Translation) {
        let source = """
            struct Probe: Layout {
            \(body)
            }
            \(extra)
            struct Screen: View {
                var body: some View {
                    Probe {
                        Color.red.frame(width: 50, height: 20).id("a")
                        Color.red.frame(width: 30, height: 40).id("b")
                    }
                    .id("probe")
                }
            }
            """
        let translation = translator.translate(source)
        let root = translation.root ?? ViewNode(.emptyView)
        return (LayoutEngine.layout(root, in: .window(width: 200, height: 100)), translation)
    }

    func frame(_ result: LayoutResult, _ name: String) -> Rect? {
        result.nodes.first { $0.name == name }?.frame
    }

    @Test func zipStrideSortedAndSwitchRun() throws {
        let (result, translation) = layout("""
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let widths = subviews.map { $0.sizeThatFits(.unspecified).width }.sorted(by: >)
                    var total: CGFloat = 0
                    for (width, k) in zip(widths, stride(from: 1, through: 9, by: 4)) where k > 0 {
                        switch k {
                        case 1: total += width
                        default: total += width * 2
                        }
                    }
                    return CGSize(width: total, height: subviews.reduce(0) { max($0, $1.sizeThatFits(.unspecified).height) })
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.maxX
                    for subview in subviews.reversed() {
                        let d = subview.dimensions(in: .unspecified)
                        x -= d[HorizontalAlignment.trailing]
                        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    }
                }
            """)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        // widths sorted descending: 50, 30; strides 1, 5: 50 + 30 × 2 = 110; height max(20, 40) = 40.
        // Centred in 200×100: (45, 30). Placed from the right: b at 155 − 30 = 125, a at 125 − 50 = 75.
        #expect(frame(result, "probe") == Rect(x: 45, y: 30, width: 110, height: 40))
        #expect(frame(result, "b") == Rect(x: 125, y: 30, width: 30, height: 40))
        #expect(frame(result, "a") == Rect(x: 75, y: 30, width: 50, height: 20))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func integerLiteralsUnderAFloatingDeclaredTypeAreFloating() throws {
        let (result, translation) = layout("""
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 40)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let half: CGFloat = 1 / 2
                    let third: Double = -(2 - 1) / 3
                    let count: Int = 7 / 2
                    subviews[0].place(at: CGPoint(x: bounds.minX + bounds.width * half, y: bounds.minY), proposal: .unspecified)
                    subviews[1].place(at: CGPoint(x: bounds.minX + CGFloat(count), y: bounds.minY - 60 * third), proposal: .unspecified)
                }
            """)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        // The layout is 100×40, centred in 200×100 at (50, 30). Swift infers the literals of
        // `1 / 2` as CGFloat: 0.5, so a sits at 50 + 100 × 0.5 = 100. `-(2 − 1) / 3` as Double is
        // −0.333…, so b sits at y 30 − 60 × −1/3 = 50; `7 / 2` as Int stays 3: x 50 + 3 = 53.
        #expect(frame(result, "a") == Rect(x: 100, y: 30, width: 50, height: 20))
        #expect(frame(result, "b") == Rect(x: 53, y: 50, width: 30, height: 40))
    }

    @Test func storedPropertiesAndDefaultArgumentsTypeTheirLiteralsToo() throws {
        let (result, translation) = layout("""
                var quarter: CGFloat = 1 / 4
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 40)
                }
                func offset(_ length: CGFloat, by share: CGFloat = 3 / 4) -> CGFloat { length * share }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    subviews[0].place(at: CGPoint(x: bounds.minX + bounds.width * quarter, y: bounds.minY), proposal: .unspecified)
                    subviews[1].place(at: CGPoint(x: bounds.minX + offset(bounds.width), y: bounds.minY), proposal: .unspecified)
                }
            """)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        // Centred 100×40 at (50, 30): a at 50 + 100 × 1/4 = 75 (the stored property's `1 / 4` is
        // 0.25, not 0); b at 50 + 100 × 3/4 = 125 (the default argument's `3 / 4` is 0.75).
        #expect(frame(result, "a") == Rect(x: 75, y: 30, width: 50, height: 20))
        #expect(frame(result, "b") == Rect(x: 125, y: 30, width: 30, height: 40))
    }

    @Test func anUnsupportedConstructIsAnErrorAtItsPosition() throws {
        let (result, _) = layout("""
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    outer: for _ in 0..<2 { break outer }
                    return .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            """)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.id == LayoutMessages.customLayoutFailed && error.message.hasPrefix("the custom layout Probe failed"))
        // line 3 of the source (after `struct Probe: Layout {` and the signature), column 9 where the labelled `for` starts
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 9)
        // the VStack fallback: 50 × (20 + 8 + 40) = 68 high, centred: (75, 16)
        #expect(frame(result, "probe") == Rect(x: 75, y: 16, width: 50, height: 68))
    }

    @Test func anUnknownNameSuggestsTheClosest() throws {
        let (result, _) = layout("""
                var spacing: CGFloat = 8
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: spacng, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            """)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.id == LayoutMessages.customLayoutFailed && error.message.contains("'spacng'") && error.message.contains("did you mean 'spacing'?"))
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 23)
    }

    @Test func storedPropertiesComeFromTheCallAndTheWhyListsEachPlacement() throws {
        let source = """
            struct Row: Layout {
                var gap: CGFloat = 4
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    return CGSize(width: sizes.map(\\.width).reduce(0, +) + gap * CGFloat(sizes.count - 1), height: sizes.map(\\.height).max() ?? 0)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    for subview in subviews {
                        subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
                        x += subview.sizeThatFits(.unspecified).width + gap
                    }
                }
            }
            AnyLayout(Row(gap: 10)) {
                Color.red.frame(width: 50, height: 20).id("a")
                Color.red.frame(width: 30, height: 40).id("b")
            }
            .id("row")
            """
        let root = try #require(translated(source))
        let result = LayoutEngine.layout(root, in: .window(width: 200, height: 100))
        // 50 + 30 + 10 = 90 wide, 40 high, centred: (55, 30); a's leading centre at (55, 50): (55, 40); b at 55 + 60 = 115, 50 − 20 = 30
        #expect(frame(result, "row") == Rect(x: 55, y: 30, width: 90, height: 40))
        #expect(frame(result, "a") == Rect(x: 55, y: 40, width: 50, height: 20))
        #expect(frame(result, "b") == Rect(x: 115, y: 30, width: 30, height: 40))
        let id = try #require(result.nodes.first { $0.name == "row" }?.id)
        let why = result.decision(for: id)
        #expect(why.rule == "custom layout")
        #expect(why.steps.contains("sizeThatFits(proposal: 200×100) returned 90×40"))
        #expect(why.steps.contains("placed subviews[1] #3 frame \"b\" at (115, 50) anchor (0, 0.5) with proposal nil×nil → (115, 30) 30×40"))
    }

    @Test func anEditToTheLayoutsCodeLaysItOutAgainInASession() throws {
        func source(_ gap: Int) -> String {
            """
            struct Row: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (k, subview) in subviews.enumerated() {
                        subview.place(at: CGPoint(x: bounds.minX + CGFloat(k * \(gap)), y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            Row {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 10, height: 10).id("b")
            }
            """
        }
        let environment = LayoutEnvironment.window(width: 200, height: 100)
        var session = LayoutSession(root: try #require(translated(source(20))), environment: environment)
        // the row is 100 wide, centred: x = 50; b at 50 + 1 × 20
        #expect(frame(session.result, "b")?.minX == 70)
        session.update(try #require(translated(source(30))))
        // the call `Row { … }` is unchanged, the method is not: b at 50 + 30
        #expect(frame(session.result, "b")?.minX == 80)
    }
}
