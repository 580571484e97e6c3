import LayoutCore
import Testing
@testable import ViewSyntax

/// The scroll modifiers and custom alignment ids become tree nodes with the values written, print
/// back to the same tree, and bad values are errors at their position with the names to use.
@Suite struct ScrollModifierTranslationTests {
    @Test func eachScrollModifierBecomesANode() throws {
        let root = try #require(translated("""
            ScrollView(.horizontal) { LazyHStack { Color.red }.scrollTargetLayout() }
                .contentMargins(.horizontal, 20, for: .scrollContent)
                .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
                .scrollClipDisabled()
            """))
        #expect(root.kind == .scrollModifier(.clipDisabled(true)))
        let behavior = try #require(root.children.first)
        #expect(behavior.kind == .scrollModifier(.targetBehavior(.viewAligned(limit: .never))))
        let margins = try #require(behavior.children.first)
        #expect(margins.kind == .scrollModifier(.contentMargins(ContentMargins(edges: .horizontal, length: 20, placement: .scrollContent))))
        let stack = try #require(margins.children.first?.children.first)
        #expect(stack.kind == .scrollModifier(.targetLayout))
        #expect(translated(SourcePrinter.print(root))?.withoutLocations == root.withoutLocations)
    }

    @Test func marginsOnEveryEdgeAndPaging() throws {
        let root = try #require(translated("ScrollView { Color.red }.contentMargins(8).scrollTargetBehavior(.paging)"))
        #expect(root.kind == .scrollModifier(.targetBehavior(.paging)))
        #expect(root.children.first?.kind == .scrollModifier(.contentMargins(ContentMargins(edges: .all, length: 8))))
    }

    @Test func badValuesNameTheChoices() {
        let placement = translator.translate("ScrollView { Color.red }.contentMargins(8, for: .scrollContents)")
        #expect(placement.diagnostics.contains { $0.id == SourceMessages.invalidArgument && $0.message.hasSuffix("did you mean '.scrollContent'?") })
        let behavior = translator.translate("ScrollView { Color.red }.scrollTargetBehavior(.pagin)")
        #expect(behavior.diagnostics.contains { $0.id == SourceMessages.invalidArgument && $0.message.hasSuffix("did you mean '.paging'?") })
        let custom = translator.translate("ScrollView { Color.red }.scrollTargetBehavior(SnapEvery100())")
        #expect(custom.root != nil)
        #expect(custom.diagnostics.contains { $0.id == SourceMessages.unknownValue && $0.message.contains("'SnapEvery100()'") })
    }
}

@Suite struct CustomAlignmentTranslationTests {
    static let source = """
        extension HorizontalAlignment {
            private enum OneThird: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
            }
            static let oneThird = HorizontalAlignment(OneThird.self)
        }
        struct ContentView: View {
            var body: some View {
                VStack(alignment: .oneThird) {
                    Color.red.frame(width: 90, height: 10)
                    Color.blue.frame(width: 60, height: 10).alignmentGuide(.oneThird) { d in d[.trailing] }
                }
            }
        }
        """

    @Test func eachChildCarriesItsValueOfTheCustomGuide() throws {
        let root = try #require(translated(Self.source))
        // defaultValue is context.width / 3, no built-in fraction: the stack aligns on center and
        // each child carries the guide: red its default (width / 3), blue its own (d[.trailing] = width).
        #expect(root.kind == .vStack(alignment: .center, spacing: nil))
        guard case .alignmentGuide(let red)? = root.children.first?.kind, case .alignmentGuide(let blue)? = root.children.last?.kind else {
            Issue.record("children are not wrapped in guides: \(root.children.map(\.kind))")
            return
        }
        #expect(red.guide == "center" && abs(red.widthFactor - 1.0 / 3) < 1e-9 && red.constant == 0)
        #expect(blue.guide == "center" && blue.widthFactor == 1)
        #expect(red.source.hasPrefix("HorizontalAlignment.oneThird: defaultValue of OneThird"))
    }

    @Test func anUndefinedGuideSuggestsADefinedOne() {
        let result = translator.translate(Self.source.replacingOccurrences(of: ".alignmentGuide(.oneThird)", with: ".alignmentGuide(.oneThrid)"))
        #expect(result.diagnostics.contains { $0.id == SourceMessages.unknownAlignmentGuide && $0.message.contains("'oneThrid'") && $0.message.hasSuffix("did you mean '.oneThird'?") })
    }
}
