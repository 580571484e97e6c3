import LayoutCore
import Testing
@testable import ViewSyntax

/// How a view struct and its body are evaluated: placeholders, data literals, environment
/// values, `#if`, conditions and the diagnostics for bad input.
@Suite struct SourceValuesTests {
    private func configured(_ configure: (inout TranslationOptions) -> Void) -> SourceTranslator {
        var options = TranslationOptions()
        configure(&options)
        return SourceTranslator(containerKinds: TestKinds.all, options: options)
    }

    private func texts(_ node: ViewNode?) -> [String] { node?.texts ?? [] }

    private static let profile = """
        enum Role { case admin, member }
        struct User { var name: String; var age: Int; var role: Role; var nickname: String? }
        struct Profile: View {
            let user: User
            let tags: [String]
            let title: String
            @Binding var isOn: Bool
            var body: some View {
                VStack {
                    Text(title)
                    Text(user.name)
                    if let nickname = user.nickname { Text(nickname) } else { Text("no nickname") }
                    if user.role == .admin { Text("admin") }
                    if isOn { Text("on") }
                    ForEach(tags, id: \\.self) { tag in Text(tag) }
                    Text("\\(user.age) years")
                }
            }
        }
        """

    @Test func placeholdersFollowTheDeclaredTypes() {
        let translation = configured { $0.forEachDefaultCount = 2 }.translate(Self.profile)
        // String → "Sample", Int → 1, optional → nil (else branch), enum → its first case
        // (.admin), Bool → false, [String] → forEachDefaultCount (2) elements.
        #expect(texts(translation.root) == ["Sample", "Sample", "no nickname", "admin", "Sample", "Sample", "1 years"])
        #expect(translation.diagnostics.map { $0.message } == [
            "'Profile': 4 properties got placeholder values: user, tags, title, isOn (a String is \"Sample\", a number 1, a Bool false, an optional nil, a collection 2 elements); give values with --arg NAME=VALUE"
        ])
    }

    @Test func optionalsPresentAndOverrides() {
        let translation = configured {
            $0.optionalsPresent = true
            $0.placeholderString = "Word"
            $0.argumentOverrides = ["title": "\"Inbox\"", "tags": "[]", "isOn": "true"]
        }.translate(Self.profile)
        #expect(texts(translation.root) == ["Inbox", "Word", "Word", "admin", "on", "1 years"])
        #expect(translation.diagnostics.map { $0.message }.first?.hasPrefix("'Profile': 1 property got a placeholder value: user") == true)
    }

    @Test func previewCallsResolveStaticSamples() {
        let root = translated("""
            struct Post { let title: String; var likes = 0 }
            extension Post { static let sample = Post(title: "Hello", likes: 3) }
            struct PostRow: View {
                let post: Post
                var body: some View { Text("\\(post.title): \\(post.likes)") }
            }
            #Preview { PostRow(post: .sample) }
            """)
        #expect(root?.kind == .text("Hello: 3"))
    }

    @Test func forEachOverLiteralsEnumeratedAndRanges() {
        let root = translated("""
            struct Item: Identifiable { let id: Int; let name: String }
            struct ListView: View {
                let items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
                var body: some View {
                    VStack {
                        ForEach(items) { item in Text(item.name) }
                        ForEach(Array(items.enumerated()), id: \\.offset) { index, item in Text("\\(index) \\(item.name)") }
                        ForEach(0..<items.count) { i in Text("row \\(i)") }
                    }
                }
            }
            """)
        #expect(texts(root) == ["a", "b", "0 a", "1 b", "row 0", "row 1"])
    }

    @Test func customInitAssignsProperties() {
        let root = translated("""
            struct Badge: View {
                let label: String
                @State private var count: Int
                init(label: String = "New", count: Int) {
                    self.label = label.uppercased()
                    _count = State(initialValue: count * 2)
                }
                var body: some View { Text("\\(label) \\(count)") }
            }
            Badge(count: 4)
            """)
        #expect(root?.kind == .text("NEW 8"))
    }

    @Test func sizeClassChoosesTheBranchAndRecordsWhy() throws {
        let source = """
            struct Adaptive: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .regular { Text("wide") } else { Text("narrow") }
                }
            }
            """
        let pad = configured { $0.environment = SourceEnvironment(horizontalSizeClass: .regular, idiom: .pad, origin: "ipad-pro-13 portrait") }
            .translate(source).root
        #expect(pad?.kind == .text("wide"))
        #expect(pad?.choice?.text == "sizeClass == .regular is true: horizontalSizeClass regular from ipad-pro-13 portrait")
        let phone = configured { $0.environment = SourceEnvironment(origin: "iphone-15-pro portrait") }.translate(source).root
        #expect(phone?.kind == .text("narrow"))
        #expect(phone?.choice?.text == "sizeClass == .regular is false: horizontalSizeClass compact from iphone-15-pro portrait")
    }

    @Test func environmentModifierOverridesBelowIt() {
        let root = translated("""
            struct Inner: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View { if size >= .accessibility1 { Text("big") } else { Text("normal") } }
            }
            VStack {
                Inner()
                Inner().environment(\\.dynamicTypeSize, .accessibility3)
            }
            """)
        #expect(texts(root) == ["normal", "big"])
        #expect(root?.children[1].choice?.text.contains("from .environment(\\.dynamicTypeSize, …) at line 7") == true)
    }

    @Test func ifConfigBlocksFollowThePlatform() {
        let source = """
            VStack {
                #if os(iOS)
                Text("iOS")
                #elseif os(macOS)
                Text("macOS")
                #endif
                #if DEBUG
                Text("debug")
                #endif
                Text("chain")
                    #if os(iOS)
                    .padding(8)
                    #endif
            }
            """
        let phone = translated(source)
        #expect(texts(phone) == ["iOS", "debug", "chain"])
        #expect(phone?.children.last?.kind == .padding(edges: .all, length: 8))
        let mac = configured { $0.environment = SourceEnvironment(idiom: .mac, isDebug: false) }.translate(source).root
        #expect(texts(mac) == ["macOS", "chain"])
        #expect(mac?.children.last?.kind == .text("chain"))
    }

    @Test func unknownModifiersAreGroupedAndStrictMakesThemErrors() {
        let source = "VStack {\n  Text(\"a\").glow()\n  Text(\"b\").glow()\n  Text(\"c\").shimmer()\n}"
        let translation = translator.translate(source)
        #expect(translation.root != nil)
        #expect(translation.diagnostics.map { $0.message } == [
            "FrameLab does not know the modifier 'glow' (used 2 times); it is kept in the tree and ignored for layout",
            "FrameLab does not know the modifier 'shimmer'; it is kept in the tree and ignored for layout",
        ])
        let strict = configured { $0.strict = true }.translate(source)
        #expect(strict.root == nil)
        #expect(strict.diagnostics.filter { $0.severity == SourceDiagnostic.Severity.error }.count == 2)
    }

    @Test func reuseModifiersStylesAndRefinedProtocols() {
        let root = translated("""
            protocol Screen: View {}
            struct CardStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(4)
                }
            }
            extension View { func card() -> some View { padding(2) } }
            struct Home: Screen {
                var body: some View { Button("go") {}.card().buttonStyle(CardStyle()) }
            }
            """)
        // The style lays out the Button inside (configuration.label is its title), not the receiver.
        #expect(root?.kind == .padding(edges: .all, length: 2))
        #expect(root?.children.first?.children.first?.kind == .padding(edges: .all, length: 4))
    }

    @Test func aCycleBetweenViewsIsNamed() {
        let translation = translator.translate("""
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { A() } }
            A()
            """)
        #expect(translation.root == nil)
        #expect(translation.diagnostics.contains { $0.id == SourceMessages.recursiveView && $0.message.contains("(A → B → A)") })
    }

    @Test func mismatchedArgumentsNameTheClosestSignature() {
        let translation = translator.translate("""
            struct Row: View {
                let title: String
                init(title: String, count: Int) { self.title = title }
                init(name: String) { self.title = name }
                var body: some View { Text(title) }
            }
            Row(title: "a", total: 2)
            """)
        #expect(translation.diagnostics.map { $0.message } == ["no initializer of 'Row' takes Row(title:total:); the closest is Row(title:count:)"])
    }

    @Test func plainSwiftIsSkippedSilently() {
        let translation = translator.translate("""
            struct Feed: View {
                @State private var items: [String] = ["a"]
                @Namespace private var namespace
                @FocusState private var focused: Bool
                @AppStorage("mode") private var mode = 1
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.self) { Text($0) }
                    }
                    .task { await load() }
                    .onAppear { print("hi") }
                }
                func load() async { items = [] }
            }
            """)
        #expect(texts(translation.root) == ["a"])
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map { $0.rendered })")
    }

    @Test func realFileShapesTranslate() {
        let translation = configured { $0.forEachDefaultCount = 3 }.translate("""
            import SwiftUI
            import SwiftData

            @Model final class Note { var title: String; init(title: String) { self.title = title } }

            struct NotesView: View {
                @Query private var notes: [Note]
                @State private var visibility: NavigationSplitViewVisibility = .all
                @SceneStorage("selected") private var selected: String?
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationSplitView(columnVisibility: $visibility) {
                        Group {
                            ForEach(notes) { note in Text(note.title) }
                            AnyView(EmptyView())
                        }
                    } detail: {
                        if let selected { Text(selected) } else { Text("Pick a note") }
                    }
                    .navigationTitle("Notes")
                    .onAppear { dismiss() }
                }
            }
            """)
        #expect(!translation.hasErrors, "\(translation.diagnostics.map { $0.rendered })")
        // @Query has no literal: forEachDefaultCount (3) placeholder notes, whose title is the placeholder word.
        #expect(texts(translation.root) == ["Sample", "Sample", "Sample", "Pick a note"])
        #expect(translation.diagnostics.map { $0.message }.count == 1)
    }

    @Test func recursionInComputedViewsStops() {
        let translation = translator.translate("""
            struct Loop: View {
                var row: some View { VStack { row } }
                var body: some View { row }
            }
            """)
        #expect(translation.root == nil)
        #expect(translation.diagnostics.contains { $0.id == SourceMessages.recursiveView && $0.message.hasPrefix("'row'") })
    }
}
