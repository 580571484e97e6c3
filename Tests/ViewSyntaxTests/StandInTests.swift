import LayoutCore
import Testing
@testable import ViewSyntax

/// Source FrameLab does not turn into views is never dropped silently (issue 26): each piece is a
/// default-visible warning and a stand-in node marked as a guess (`ViewKind.guess`, shown as
/// "(guess)" in the frames table and `guess` in JSON) at its place in the tree.
@Suite struct StandInTests {
    private func translate(_ source: String) -> Translation {
        SourceTranslator(containerKinds: TestKinds.all, viewKinds: shippedViewKinds).translate(source)
    }

    /// Every node of the tree, depth first.
    private func nodes(_ root: ViewNode) -> [ViewNode] {
        [root] + root.children.flatMap(nodes)
    }

    private func warnings(_ translation: Translation) -> [String] {
        translation.diagnostics.filter { $0.severity == .warning }.map(\.message)
    }

    /// `Template { VStack { Image.symbol("star") } }`: the closure calls a helper of another file,
    /// so it builds no view; it was a hidden note and an unmarked node.
    @Test func aClosureTakenForAnActionIsAWarningAndAGuess() throws {
        let translation = translate("""
            struct Screen: View {
                var body: some View {
                    Template { VStack { Image.symbol("star"); Text("Hello") } }
                }
            }
            """)
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.rendered))")
        let template = try #require(translation.root.map(nodes)?.first { $0.kind.typeName == "Template" })
        #expect(template.kind.guess?.contains("its closure was taken for an action") == true, "\(String(describing: template.kind.guess))")
        #expect(warnings(translation).contains { $0.hasPrefix("the closure of 'Template' builds no view FrameLab can lay out") && $0.contains("define what it calls in the files given") },
                "\(warnings(translation))")
    }

    /// `Button(applyTitle)` with `applyTitle` from `NSLocalizedString`: it was a 0×0 button with no
    /// warning; now its title is the placeholder string, and the button is a guess.
    @Test func anUncomputableTitleIsAStandInText() throws {
        let translation = translate("""
            struct Screen: View {
                var body: some View {
                    Button(applyTitle) { }
                }
            }
            """)
        let button = try #require(translation.root.map(nodes)?.first { $0.kind.typeName == "Button" })
        #expect(button.children.map(\.kind) == [.text("Sample", guess: "its title 'applyTitle' could not be computed; \"Sample\" stands in")])
        #expect(button.kind.guess?.contains("its title 'applyTitle' could not be computed") == true)
        #expect(warnings(translation).contains { $0.hasPrefix("FrameLab cannot compute the title 'applyTitle' of 'Button'; it lays out the stand-in text \"Sample\" in its place") },
                "\(warnings(translation))")
    }

    /// `Form { content }` with `@ViewBuilder var content: Content` from the caller: it was an empty
    /// Form with no warning.
    @Test func aGenericContentPropertyIsAStandInNotNothing() throws {
        let translation = translate("""
            struct Panel<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack { Text("Header"); content }
                }
            }
            """)
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.rendered))")
        let root = try #require(translation.root)
        let content = try #require(nodes(root).first { $0.kind.guess != nil })
        #expect(content.kind.guess?.contains("a view of type Content the caller of 'Panel' supplies") == true, "\(String(describing: content.kind.guess))")
        #expect(warnings(translation).contains { $0.hasPrefix("FrameLab cannot build the view 'content'") }, "\(warnings(translation))")
    }

    /// An unknown view is a guess; a view FrameLab knows is not.
    @Test func unknownViewsAreGuessesAndKnownViewsAreNot() throws {
        let translation = translate("""
            struct Screen: View {
                var body: some View {
                    VStack { RatingStars(value: 3); Text("a"); Toggle("b", isOn: .constant(true)) }
                }
            }
            """)
        let all = try #require(translation.root.map(nodes))
        #expect(all.filter { $0.kind.guess != nil }.map(\.kind.typeName) == ["RatingStars"])
    }

    /// A use repeated by ForEach is listed once in the grouped warning (it listed "29:25" ten times).
    @Test func aForEachRepeatListsOneUse() throws {
        let translation = translate("""
            struct Screen: View {
                var body: some View {
                    VStack { ForEach(0..<10) { _ in Badge() } }
                }
            }
            """)
        let message = try #require(warnings(translation).first { $0.hasPrefix("unknown view 'Badge'") })
        #expect(!message.contains("uses:"), "\(message)")
    }
}
