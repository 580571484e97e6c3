import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct SeedTests {
    @Test(arguments: SeedSources.views.map(\.id))
    func viewExamplesTranslate(id: String) throws {
        let source = try #require(SeedSources.views.first { $0.id == id }?.source)
        let translation = translator.translate(source)
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.rendered).joined(separator: "\n"))")
        #expect(translation.root != nil)
    }

    @Test(arguments: SeedSources.nonViews.map(\.id))
    func otherExamplesGetAClearError(id: String) throws {
        let example = try #require(SeedSources.nonViews.first { $0.id == id })
        let translation = translator.translate(example.source)
        #expect(translation.root == nil)
        let errors = translation.diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.message.contains(example.message) }, "\(translation.diagnostics.map(\.rendered))")
    }

    @Test func appRootIsTheWindowGroup() throws {
        let source = try #require(SeedSources.views.first { $0.id == "article-app-navigation" }?.source)
        let root = try #require(translated(source))
        #expect(root.outline == """
            WindowGroup
              frame(nil, 200, center)
                NavigationStack
                  frame(400, 500, center)
                    VStack(center, nil)
                      containerRelativeFrame(.vertical, center, closure)
                        Rectangle
            """)
    }

    @Test func withoutAWindowKindTheAppIsItsContent() throws {
        let source = try #require(SeedSources.views.first { $0.id == "article-app-closure" }?.source)
        let plain = SourceTranslator(containerKinds: [TestKinds.navigationStack])
        let root = try #require(translated(source, with: plain))
        #expect(root.outline.hasPrefix("frame(400, 500, center)\n  VStack(center, nil)"))
    }

    @Test func ratioSplitUsesTheViewBuilderContent() throws {
        let source = try #require(SeedSources.views.first { $0.id == "article-ratio-split" }?.source)
        let root = try #require(translated(source))
        #expect(root.outline == """
            frame(300, 60, center)
              ScrollView(.horizontal) [scrollDisabled,border]
                HStack(center, 0)
                  overlay(center)
                    containerRelativeFrame(.horizontal, center, closure)
                      Color(clear)
                    Rectangle [fill]
                  containerRelativeFrame(.horizontal, center, closure)
                    overlay(center)
                      Color(clear)
                      overlay(center)
                        Color(clear)
                        Text(Hello World)
            """)
        guard case .containerRelativeFrame(let left) = root.children[0].children[0].children[0].children[0].kind,
            case .closure(let closure) = left.rule
        else {
            Issue.record("left column is not a closure containerRelativeFrame")
            return
        }
        #expect(try closure.evaluate(300, .horizontal) == 75)
    }

    @Test func placeholderLinesAreSkippedWithANote() throws {
        let source = try #require(SeedSources.views.first { $0.id == "article-frame-intro" }?.source)
        let translation = translator.translate(source)
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.ellipsisPlaceholder])
        #expect(translation.diagnostics.first?.line == 5)
    }

    @Test func unknownValuesAreIgnoredWithAWarning() throws {
        let source = try #require(SeedSources.views.first { $0.id == "article-screen-height" }?.source)
        let translation = translator.translate(source)
        let warning = try #require(translation.diagnostics.first { $0.severity == .warning })
        #expect(warning.id == SourceMessages.unknownValue && warning.message.contains("'screenHeight'") && warning.message.contains("'height:'"))
        #expect(translation.root?.children.first?.children.first?.kind == .frame(FixedFrame(width: 200)))
    }

    @Test func containerSizeGetterInUseIsReported() {
        let source = SeedSources.nonViews.first { $0.id == "article-container-size-getter" }!.source + """

            struct ContentView: View {
              @State var size: CGSize?
              var body: some View {
                Color.red.containerSizeGetter(size: $size)
              }
            }
            """
        let translation = translator.translate(source)
        #expect(translation.root == nil)
        let errors = translation.diagnostics.filter { $0.severity == .error }
        #expect(errors.contains { $0.id == SourceMessages.unsupportedConstruct && $0.message.contains("'containerSize.height'") })
    }
}
