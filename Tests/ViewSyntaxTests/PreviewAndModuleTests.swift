import LayoutCore
import Testing
@testable import ViewSyntax

/// Which view a file lays out (previews, `--view`, the view named like the file), the previews'
/// traits, and several files translated as one module.
@Suite struct PreviewAndModuleTests {
    static let rowFile = SourceFile(name: "Row.swift", text: """
        struct Row: View {
          var body: some View { Color.red.frame(width: 100, height: 40).id("row") }
        }
        """)

    func layout(_ root: ViewNode?, width: Double = 400, height: Double = 800) -> LayoutResult? {
        root.map { LayoutEngine.layout($0, in: .window(width: width, height: height)) }
    }

    @Test func firstPreviewIsLaidOutAndTheOthersListed() throws {
        let file = SourceFile(name: "ContentView.swift", text: """
            struct ContentView: View {
              var body: some View { Color.blue.frame(width: 10, height: 10).id("content") }
            }
            #Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) {
              Color.green.frame(width: 30, height: 20).id("wide")
            }
            #Preview("Small") { Color.green.frame(width: 5, height: 5).id("small") }
            """)
        let translation = translator.translate([file])
        let selection = try #require(translation.selection)
        #expect(selection.previews.map(\.title) == ["\"Wide\"", "\"Small\""])
        #expect(selection.previews.map(\.line) == [4, 7])
        guard case .preview(let wide) = selection.kind else { Issue.record("expected the first preview, got \(selection.kind)"); return }
        #expect(wide.index == 1)
        #expect(wide.traits.orientation == .landscape)
        #expect(wide.traits.layout == .sizeThatFits)
        #expect(selection.alternatives == ["preview 2 \"Small\"", "view ContentView"])
        // The preview's own view, 30×20, is the tree: not ContentView's 10×10.
        #expect(layout(translation.root)?.node(named: "wide")?.frame.size == Size(width: 30, height: 20))

        let small = translator.translate([file], choice: .preview("Small"))
        #expect(layout(small.root)?.node(named: "small")?.frame.size == Size(width: 5, height: 5))
        let byIndex = translator.translate([file], choice: .preview("2"))
        #expect(layout(byIndex.root)?.node(named: "small") != nil)
        let view = translator.translate([file], choice: .view("ContentView"))
        #expect(layout(view.root)?.node(named: "content")?.frame.size == Size(width: 10, height: 10))
    }

    @Test func unknownPreviewOrViewSuggestsTheClosest() {
        let file = SourceFile(name: "A.swift", text: "struct Card: View { var body: some View { Color.red } }\n#Preview(\"Dark\") { Card() }")
        let preview = translator.translate([file], choice: .preview("Drak"))
        #expect(preview.root == nil)
        #expect(preview.diagnostics.contains { $0.id == SourceMessages.noSuchRoot && $0.message.contains("'Drak'; did you mean 'Dark'?") && $0.message.contains("1 \"Dark\"") })
        let view = translator.translate([file], choice: .view("Crad"))
        #expect(view.diagnostics.contains { $0.id == SourceMessages.noSuchRoot && $0.message.contains("'Crad'; did you mean 'Card'?") })
    }

    @Test func previewProviderGroupIsOnePreviewPerView() throws {
        let file = SourceFile(name: "Badge.swift", text: """
            struct Badge: View {
              var body: some View { Color.red.frame(width: 20, height: 20).id("badge") }
            }
            #if DEBUG
            struct Badge_Previews: PreviewProvider {
              struct Wrapper: View {
                var body: some View { Badge().padding(5) }
              }
              static var previews: some View {
                Group {
                  Wrapper()
                    .previewLayout(.fixed(width: 300, height: 60))
                    .previewDisplayName("Fixed")
                  Badge()
                    .previewInterfaceOrientation(.landscapeRight)
                    .previewDevice(PreviewDevice(rawValue: "iPad Pro 13-inch (M4)"))
                }
              }
            }
            #endif
            """)
        let translation = translator.translate([file])
        let previews = try #require(translation.selection?.previews)
        #expect(previews.map(\.title) == ["\"Fixed\"", "Badge_Previews"])
        #expect(previews[0].traits.layout == .fixed(width: 300, height: 60))
        #expect(previews[1].traits.orientation == .landscape)
        #expect(previews[1].traits.deviceName == "iPad Pro 13-inch (M4)")
        // Preview 1 is the nested Wrapper: the badge (20×20) padded by 5 on each side is 30×30.
        let result = try #require(layout(translation.root))
        #expect(result.nodes.first?.frame.size == Size(width: 30, height: 30))
        #expect(!translation.diagnostics.contains { [SourceMessages.previewFailed, SourceMessages.noSuchRoot].contains($0.id) && $0.severity != .note })
    }

    @Test func primaryViewIsNamedLikeTheFileElseTheLast() {
        let two = "struct Header: View { var body: some View { Color.red.frame(width: 1, height: 1) } }\nstruct Footer: View { var body: some View { Color.red.frame(width: 2, height: 2) } }"
        let named = translator.translate([SourceFile(name: "Sources/Header.swift", text: two)])
        #expect(named.selection?.kind == .view("Header"))
        let last = translator.translate([SourceFile(name: "Views.swift", text: two)])
        #expect(last.selection?.kind == .view("Footer"))
        #expect(last.selection?.alternatives == ["view Header"])
    }

    @Test func aViewFromAnotherFileIsUsable() throws {
        let content = SourceFile(name: "ContentView.swift", text: "struct ContentView: View {\n  var body: some View { VStack(spacing: 0) { Row(); Row() } }\n}")
        let translation = translator.translate([content, Self.rowFile])
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.rendered))")
        // Two 100×40 rows stacked with no spacing: 100×80.
        #expect(layout(translation.root)?.nodes.first?.frame.size == Size(width: 100, height: 80))
        #expect(translation.selection?.kind == .view("ContentView"))
    }

    @Test func aFileThatDoesNotParseIsLeftOutAndTheRestLoad() throws {
        let content = SourceFile(name: "ContentView.swift", text: "struct ContentView: View {\n  var body: some View { Row() }\n}")
        let broken = SourceFile(name: "Broken.swift", text: "struct Broken: View {\n  var body: some View { VStack { }\n")
        let translation = translator.translate([content, broken, Self.rowFile])
        let leftOut = try #require(translation.diagnostics.first { $0.file == "Broken.swift" })
        #expect(leftOut.severity == .warning)
        #expect(leftOut.rendered.hasPrefix("Broken.swift:2:35: warning: left out, it does not parse:"))
        #expect(leftOut.rendered.contains("`-"), "the caret excerpt is kept")
        #expect(layout(translation.root)?.nodes.first?.frame.size == Size(width: 100, height: 40))
    }

    @Test func diagnosticsPointIntoTheirOwnFile() throws {
        let content = SourceFile(name: "ContentView.swift", text: "struct ContentView: View {\n  var body: some View { Row() }\n}")
        let row = SourceFile(name: "Row.swift", text: "struct Row: View {\n  var body: some View {\n    Color.red.frame(width: 100)\n      .bogusModifier()\n  }\n}")
        let translation = translator.translate([content, row])
        let diagnostic = try #require(translation.diagnostics.first { $0.id == SourceMessages.unknownModifier })
        #expect(diagnostic.file == "Row.swift")
        #expect(diagnostic.line == 4)
        #expect(diagnostic.rendered.hasPrefix("Row.swift:4:"))
    }

    @Test func appWindowComesAfterPreviewsAndSceneModifiersAreSkipped() throws {
        let app = SourceFile(name: "App.swift", text: """
            @main struct DemoApp: App {
              var body: some Scene {
                WindowGroup { Color.red.frame(width: 50, height: 50).id("window") }
                  .defaultSize(width: 800, height: 600)
              }
            }
            """)
        let translation = translator.translate([app])
        #expect(translation.selection?.kind == .app("DemoApp"))
        #expect(layout(translation.root)?.node(named: "window")?.frame.size == Size(width: 50, height: 50))
    }

    @Test func compilationConditionsFollowThePlatform() {
        let source = SourceFile(name: "Platform.swift", text: """
            #if os(macOS)
            struct Platform: View { var body: some View { Color.red.frame(width: 1, height: 1) } }
            #else
            struct Platform: View { var body: some View { Color.red.frame(width: 2, height: 2) } }
            #endif
            """)
        #expect(layout(translator.translate([source]).root)?.nodes.first?.frame.size == Size(width: 2, height: 2))
        var mac = translator
        mac.options.environment = SourceEnvironment(idiom: .mac)
        #expect(layout(mac.translate([source]).root)?.nodes.first?.frame.size == Size(width: 1, height: 1))
    }
}
