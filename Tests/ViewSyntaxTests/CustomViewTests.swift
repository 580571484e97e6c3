import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct CustomViewTests {
    @Test func memberwiseInitializerAndDefaults() throws {
        let root = try #require(translated("""
            struct Card: View {
                let title: String
                var width: CGFloat = 100
                var body: some View {
                    Text(title).frame(width: width)
                }
            }
            VStack {
                Card(title: "a")
                Card(title: "b", width: 50)
            }
            """))
        #expect(root.outline == """
            VStack(center, nil)
              frame(100, nil, center)
                Text(a)
              frame(50, nil, center)
                Text(b)
            """)
    }

    @Test func contentViewIsTheRoot() throws {
        let root = try #require(translated("""
            struct ContentView: View {
                var body: some View { Detail() }
            }
            struct Detail: View {
                var body: some View { Color.red }
            }
            """))
        #expect(root.kind == .color("red"))
    }

    @Test func theLastViewIsTheRootWithoutContentView() throws {
        let root = try #require(translated("struct A: View { var body: some View { Color.red } }\nstruct B: View { var body: some View { Color.blue } }"))
        #expect(root.kind == .color("blue"))
    }

    @Test func viewBuilderPropertiesAndComputedViews() throws {
        let root = try #require(translated("""
            struct Panel<Content: View>: View {
                @ViewBuilder let content: Content
                var header: some View { Text("header") }
                func badge(_ n: Int) -> some View { Text("\\(n)") }
                var body: some View {
                    VStack {
                        header
                        content
                        badge(3)
                    }
                }
            }
            Panel { Color.red; Color.blue }
            """))
        #expect(root.children.map(\.kind) == [.text("header"), .color("red"), .color("blue"), .text("3")])
    }

    @Test func closureProperties() throws {
        let root = try #require(translated("""
            struct Wrapper<Content: View>: View {
                let content: () -> Content
                var body: some View { ZStack { content() } }
            }
            Wrapper { Text("inside") }
            """))
        #expect(root.children.map(\.kind) == [.text("inside")])
    }

    @Test func viewModifiersAndExtensionMethods() throws {
        let root = try #require(translated("""
            struct CardStyle: ViewModifier {
                var inset: CGFloat = 8
                func body(content: Content) -> some View {
                    content.padding(inset).background(.white)
                }
            }
            extension View {
                func card() -> some View { modifier(CardStyle(inset: 12)) }
                func bordered(_ width: CGFloat) -> some View { self.padding(width) }
            }
            VStack {
                Text("a").modifier(CardStyle())
                Text("b").card()
                Text("c").bordered(2)
            }
            """))
        #expect(root.outline == """
            VStack(center, nil)
              background(center)
                padding(.all, 8)
                  Text(a)
                ignoresSafeArea(.all)
                  Color(white)
              background(center)
                padding(.all, 12)
                  Text(b)
                ignoresSafeArea(.all)
                  Color(white)
              padding(.all, 2)
                Text(c)
            """)
    }

    @Test func previewsAreRoots() throws {
        let root = try #require(translated("""
            struct Row: View { var body: some View { Text("row") } }
            #Preview { Row().padding() }
            """))
        #expect(root.kind == .padding(edges: .all, length: nil))
    }

    @Test func missingArgumentsGetPlaceholdersReportedOnce() {
        let translation = translator.translate("struct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}\nVStack { Card(); Card() }")
        #expect(translation.root?.children.map(\.kind) == [.text("Sample"), .text("Sample")])
        // One diagnostic for the two uses, naming the property.
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.placeholderValues])
        #expect(translation.diagnostics.first?.message.hasPrefix("'Card': 1 property got a placeholder value: title ") == true)
    }
}
