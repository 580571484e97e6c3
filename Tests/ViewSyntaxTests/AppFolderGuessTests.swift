import LayoutCore
import Testing
@testable import ViewSyntax

/// A view laid out inside its app folder: what FrameLab cannot read in the other files it reaches
/// is a marked guess, never a failed layout, and every diagnostic names the file and line it is
/// about (issue 26's wave-5 sample: Aidoku, Swiftfin, EhPanda; each construct written here).
@Suite struct AppFolderGuessTests {
    private func translate(_ files: [SourceFile], view: String, strict: Bool = false) -> Translation {
        var options = TranslationOptions()
        options.strict = strict
        return SourceTranslator(containerKinds: TestKinds.all, viewKinds: shippedViewKinds, options: options).translate(files, choice: .view(view))
    }

    private func layout(_ translation: Translation) throws -> LayoutResult {
        let root = try #require(translation.root, "\(translation.diagnostics.map(\.rendered))")
        return LayoutEngine.layout(root, in: .window(width: 400, height: 800))
    }

    private let screen = SourceFile(name: "Screen.swift", text: """
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.green.frame(height: 10).id("title")
                    Row().id("row")
                }
            }
        }
        """)
    /// `ScrollView(.diagonal)`: an error FrameLab reports (no such Axis.Set) in a file the screen reaches.
    private let row = SourceFile(name: "Row.swift", text: """
        struct Row: View {
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView(.diagonal) { Color.red.frame(height: 10) }
                    Color.blue.frame(height: 30).id("blue")
                }
            }
        }
        """)

    /// The failing statement of Row.swift is a stand-in marked as a guess, with a warning at
    /// Row.swift:4 (the bad value), and the rest of Row lays out; laid out alone (`--view Row`, its
    /// own file) or with `--strict` it stays an error.
    @Test func anErrorInAnotherFilesCodeIsAStandInUnlessStrict() throws {
        let translation = translate([screen, row], view: "Screen")
        let result = try layout(translation)
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.rendered))")
        let warning = try #require(translation.diagnostics.first { $0.id == SourceMessages.otherFileGuessed })
        #expect(warning.severity == .warning)
        #expect(warning.file == "Row.swift" && warning.line == 4 && warning.column == 24)   // `.diagonal`
        #expect(warning.message.hasPrefix("'.diagonal' is not an Axis.Set"))
        // The stand-in: the fallback leaf, the row's width and 44 tall (Views/unknown.yaml), then the 30-tall blue.
        let guesses = result.nodes.filter { $0.kind.guess != nil }
        #expect(guesses.count == 1 && guesses.first?.frame.size == Size(width: 400, height: 44))
        #expect(result.node(named: "blue")?.frame.size == Size(width: 400, height: 30))
        #expect(result.node(named: "row")?.frame.size.height == 74)   // 44 + 30

        #expect(translate([screen, row], view: "Row").hasErrors)
        #expect(translate([screen, row], view: "Screen", strict: true).hasErrors)
    }

    /// `@State private var sources: [S]` with no value is a parameter of the memberwise initializer,
    /// which only its own file can call, as Swift makes it (Swiftfin's `ImageView`: its extension's
    /// `placeholder { … }` builds `ImageView<…>(sources: sources, …)`). It was "'ImageView' has no
    /// parameter 'sources:'", failing every view that shows an image.
    @Test func privatePropertiesAreParametersOfTheMemberwiseInitializerInTheirFile() throws {
        let poster = SourceFile(name: "Poster.swift", text: """
            struct Poster<Placeholder: View>: View {
                @State private var sources: [String]
                private var placeholder: () -> Placeholder
                var body: some View { placeholder().frame(width: 60, height: 90) }
            }
            extension Poster where Placeholder == Color {
                init(_ source: String) { self.init(sources: [source], placeholder: { Color.gray }) }
            }
            extension Poster {
                func placeholder<New: View>(@ViewBuilder _ content: @escaping () -> New) -> Poster<New> {
                    Poster<New>(sources: sources, placeholder: content)
                }
            }
            """)
        let screen = SourceFile(name: "Screen.swift", text: """
            struct Screen: View {
                var body: some View { Poster("a.jpg").placeholder { Color.red }.id("poster") }
            }
            """)
        let translation = translate([screen, poster], view: "Screen")
        let result = try layout(translation)
        #expect(!translation.diagnostics.contains { $0.message.contains("has no parameter") }, "\(translation.diagnostics.map(\.rendered))")
        #expect(result.node(named: "poster")?.frame.size == Size(width: 60, height: 90))
    }

    /// `--view Prefs` in a folder where Prefs is inside `#if os(macOS)`: on an iPhone, "no view to
    /// lay out for iOS" naming its platform, and the Mac offered (eval chooses it when no device is
    /// given, as for a single Mac-only file). It was "no view 'Prefs'" (enchanted's CompletionsEditor).
    @Test func aRequestedViewForAnotherPlatformOffersThatPlatform() {
        let prefs = SourceFile(name: "Prefs.swift", text: """
            #if os(macOS)
            struct Prefs: View {
                var body: some View { Color.red.frame(width: 40, height: 40) }
            }
            #endif
            """)
        // A Combine helper in another file does not hide it (that was an error when nothing was laid out).
        let keyboard = SourceFile(name: "Keyboard.swift", text: """
            extension View { var keyboardPublisher: AnyPublisher<Bool, Never> { Just(false).eraseToAnyPublisher() } }
            """)
        let translation = translate([screen, keyboard, row, prefs], view: "Prefs")
        #expect(translation.platformDevice?.deviceID == "mac-window")
        #expect(translation.platformDevice?.reason == "the view Prefs is inside #if os(macOS)")
        #expect(translation.diagnostics.contains { $0.message.hasPrefix("no view to lay out for iOS") }, "\(translation.diagnostics.map(\.message))")
        #expect(!translation.diagnostics.contains { $0.id == SourceMessages.noSuchRoot })
        #expect(translation.diagnostics.contains { $0.id == SourceMessages.unsupportedFramework && $0.severity == .warning })
    }

    /// A warning about an alignmentGuide closure of Tags.swift names Tags.swift and the line of the
    /// value it is about. The closure is rewritten for the evaluator (`d.width` → a name), and the
    /// rewritten syntax belongs to no file: it was cited in the folder's first file at the rewritten
    /// text's line (EhPanda: a `proxyWidth` warning in TagCloudView cited at EhPandaApp.swift:51).
    @Test func aWarningInARewrittenClosureNamesItsOwnFileAndLine() throws {
        let app = SourceFile(name: "App.swift", text: """
            struct Other: View {
                var body: some View { Color.red }
            }
            """)
        let tags = SourceFile(name: "Tags.swift", text: """
            struct Tags: View {
                let model: Model
                var body: some View {
                    HStack {
                        Color.red.frame(width: 30, height: 20)
                            .alignmentGuide(.leading) { d in
                                d.width - model.offset
                            }
                    }
                }
            }
            """)
        let translation = translate([app, tags], view: "Tags")
        let warning = try #require(translation.diagnostics.first { $0.message.contains("model.offset") || $0.message.contains("'model'") }, "\(translation.diagnostics.map(\.rendered))")
        #expect(warning.file == "Tags.swift" && warning.line == 7, "\(warning.rendered)")
        #expect(warning.column == 31, "\(warning.rendered)")   // `model`, after `d.width - `
    }
}
