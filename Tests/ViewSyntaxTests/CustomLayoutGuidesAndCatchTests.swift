import LayoutCore
import Testing
import ViewSyntax

/// Custom alignment guides read and answered by a custom layout, catch clauses matched in order,
/// and the literals of an untyped ternary. Every figure was checked against swiftc 6 on Linux
/// where Swift alone decides it (the catch order, the literal types).
extension CustomLayoutTests {
    static let midGuide = """
        struct Mid: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
        }
        extension HorizontalAlignment { static let mid = HorizontalAlignment(Mid.self) }
        """

    @Test func dimensionsReadACustomGuideFromTheSubviewElseItsDefaultValue() throws {
        let source = """
            \(Self.midGuide)
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let a = subviews[0].dimensions(in: .unspecified)
                    let b = subviews[1].dimensions(in: .unspecified)
                    return CGSize(width: a[.mid] + b[HorizontalAlignment.mid] * 2, height: (a[explicit: .mid] ?? 7) + (b[explicit: .mid] ?? 1000))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            }
            struct Screen: View {
                var body: some View {
                    Probe {
                        Color.red.frame(width: 50, height: 20)
                        Color.red.frame(width: 30, height: 40).alignmentGuide(.mid) { d in d.width - 5 }
                    }
                    .id("probe")
                }
            }
            """
        let translation = translator.translate(source)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let result = LayoutEngine.layout(try #require(translation.root), in: .window(width: 200, height: 100))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        // SwiftUI's ViewDimensions subscript: the view's explicit value, else the guide's defaultValue(in:).
        // a sets no .mid: Mid.defaultValue = 50 / 4 = 12.5, and a[explicit: .mid] is nil → 7.
        // b's alignmentGuide(.mid) is 30 − 5 = 25, explicit too. width = 12.5 + 25 × 2 = 62.5,
        // height = 7 + 25 = 32; centred in 200×100: (68.75, 34).
        #expect(frame(result, "probe") == Rect(x: 68.75, y: 34, width: 62.5, height: 32))
    }

    @Test func aStackAlignedOnACustomGuideAsksTheLayoutsExplicitAlignment() throws {
        let source = """
            struct Leading: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
            }
            extension HorizontalAlignment { static let mid = HorizontalAlignment(Leading.self) }
            struct Probe: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 60, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
                func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
                    guide == HorizontalAlignment.mid ? bounds.minX + 40 : nil
                }
            }
            struct Column: View {
                var body: some View {
                    VStack(alignment: .mid, spacing: 0) {
                        Color.blue.frame(width: 20, height: 20).id("top")
                        Probe { Color.red.frame(width: 10, height: 10) }.id("probe")
                    }
                    .id("column")
                }
            }
            """
        let translation = translator.translate(source)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let result = LayoutEngine.layout(try #require(translation.root), in: .window(width: 200, height: 100))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        // top's .mid is its default, d[.leading] = 0; Probe answers explicitAlignment(of: .mid) with
        // 0 + 40 (bounds at the origin). The line sits at max(0, 40) = 40: top starts 40 right of
        // Probe, and the column is 40 + max(20 − 0, 60 − 40) = 60 wide. Without the call Probe's
        // .mid would be its default, 0, and top would start at Probe's left edge.
        let top = try #require(frame(result, "top")), probe = try #require(frame(result, "probe"))
        #expect(top.minX - probe.minX == 40)
        #expect(frame(result, "column")?.width == 60)
    }

    @Test func catchClausesAreMatchedInOrder() throws {
        let (result, translation) = layout("""
                func check(_ count: Int) throws { if count > 1 { throw Failure.tooMany } }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var width: CGFloat = 0
                    do { throw Failure.empty } catch Failure.tooMany { width += 1000 } catch Failure.empty { width += 1 } catch { width += 2000 }
                    do { try check(subviews.count) } catch is BadInput { width += 3000 } catch let e as Failure where e == .tooMany { width += 10 } catch { width += 4000 }
                    do { throw BadInput(width: 5) } catch is Failure { width += 5000 } catch let bad as BadInput { width += bad.width } catch {}
                    do { do { throw Failure.empty } catch Failure.tooMany { width += 6000 } } catch { width += 100 }
                    let maybe: Void? = try? check(subviews.count)
                    width += maybe == nil ? 20 : 7000
                    return CGSize(width: width, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            """, extra: """
            enum Failure: Error { case tooMany, empty }
            struct BadInput: Error { var width: CGFloat }
            """)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        // .empty skips `catch Failure.tooMany`: +1. check(2) throws .tooMany out of the helper; not a
        // BadInput, a Failure equal to .tooMany: +10. A BadInput is not a Failure, `let bad as
        // BadInput` binds it: +5. The inner do has no clause for .empty, so the outer catch runs: +100.
        // try? check(2) is nil: +20. 1 + 10 + 5 + 100 + 20 = 136, as swiftc 6 prints for the same
        // statements. Centred in 200×100: (32, 45).
        #expect(frame(result, "probe") == Rect(x: 32, y: 45, width: 136, height: 10))
    }

    @Test func anUncaughtThrowIsAnErrorAtTheThrow() throws {
        let (result, _) = layout("""
                func check(_ count: Int) throws { if count > 1 { throw Failure.tooMany } }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    try! check(subviews.count)
                    return .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            """, extra: "enum Failure: Error { case tooMany }")
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.id == LayoutMessages.customLayoutFailed && error.message.contains("'Failure.tooMany'"), "\(error.message)")
        // line 2 (after `struct Probe: Layout {`), column 54 where `throw` starts
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 54)
    }

    @Test func anUntypedTernaryTypesItsLiteralsByTheOtherBranch() throws {
        let (result, translation) = layout("""
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let x: CGFloat = 3
                    let v = subviews.count > 1 ? 1 / 2 : x
                    let w = subviews.isEmpty ? x : 1 / 4
                    let n = subviews.count > 1 ? 1 / 2 : 3
                    let f = subviews.count > 1 ? 3 / 2 : -0.5
                    return CGSize(width: (v + w) * 100 + CGFloat(n), height: 10 + f * 2)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
                }
            """)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        // As swiftc 6 infers them: v = 0.5 and w = 0.25 (the other branch is a CGFloat), n = 0 (both
        // Int), f = 1.5 (a Double next to -0.5). width (0.5 + 0.25) × 100 + 0 = 75, height
        // 10 + 1.5 × 2 = 13; centred in 200×100: (62.5, 43.5).
        #expect(frame(result, "probe") == Rect(x: 62.5, y: 43.5, width: 75, height: 13))
    }
}
