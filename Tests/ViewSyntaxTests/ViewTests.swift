import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct ViewTests {
    @Test func leaves() throws {
        let root = try #require(translated("""
            VStack {
                Rectangle(); RoundedRectangle(cornerRadius: 8); Circle(); Capsule(); Ellipse()
                Color.red; Color(red: 1, green: 0, blue: 0); Text(verbatim: "v"); Text("a\\tb")
                Spacer(); Spacer(minLength: 4); EmptyView()
                Image(systemName: "star"); Image("photo"); Divider()
            }
            """))
        #expect(root.children.dropLast(3).map(\.kind) == [
            .shape(.rectangle), .shape(.roundedRectangle), .shape(.circle), .shape(.capsule), .shape(.ellipse),
            .color("red"), .color("Color(red: 1, green: 0, blue: 0)"), .text("v"), .text("a\tb"),
            .spacer(minLength: nil), .spacer(minLength: 4), .emptyView,
        ])
        // Images and Divider are view kinds (Views/SFSymbol.yaml, Views/Image.yaml, Views/Divider.yaml).
        #expect(root.children.suffix(3).map(\.kind.outlineText) == ["SFSymbol(star)", "Image(photo)", "Divider()"])
    }

    @Test func stacks() throws {
        let root = try #require(translated("""
            HStack(alignment: .top, spacing: 4) {
                VStack(alignment: .leading) {}
                ZStack(alignment: .bottomTrailing) {}
                LazyHStack(spacing: 0) {}
                LazyVStack(alignment: .trailing, spacing: 2, pinnedViews: []) {}
                Group { Text("a"); Text("b") }
                GeometryReader { _ in Color.red }
            }
            """))
        #expect(root.kind == .hStack(alignment: .top, spacing: 4))
        #expect(root.children.map(\.kind) == [
            .vStack(alignment: .leading, spacing: nil), .zStack(alignment: .bottomTrailing), .lazyHStack(alignment: .center, spacing: 0),
            .lazyVStack(alignment: .trailing, spacing: 2), .group, .geometryReader,
        ])
        #expect(root.children[4].children.count == 2)
    }

    @Test func textInterpolationAndConcatenation() throws {
        let root = try #require(translated(#"""
            let count = 3
            VStack {
                Text("Count: \(count)")
                Text("Hello, \(name)!")
                Text("a") + Text("b").bold()
            }
            """#))
        // `name` is not defined: its interpolation is the stand-in text, marked as a guess (issue 26).
        #expect(root.children.map(\.kind) == [
            .text("Count: 3"), .text("Hello, Sample!", guess: "'\\(name)' in its string could not be computed; \"Sample\" stands in"), .text("ab"),
        ])
    }

    @Test func controlsAreLaidOutAsTheirLabels() throws {
        let root = try #require(translated("""
            VStack {
                Button("Tap") { }
                Button { print(1) } label: { Text("Label") }
                Button(action: {}) { Image(systemName: "plus") }
                Label("Star", systemImage: "star")
                NavigationLink("Next") { Text("destination") }
                NavigationLink(destination: Text("d")) { Text("link") }
                Section("S") { Text("row") }
            }
            """))
        #expect(root.outline == """
            VStack(center, nil)
              Button(Tap)
                Text(Tap)
              Button()
                Text(Label)
              Button()
                SFSymbol(plus)
              Label(Star)
                SFSymbol(star)
                Text(Star)
              NavigationLink(Next)
                Text(Next)
              NavigationLink()
                Text(link)
              Section
                Text(S)
                Text(row)
            """)
    }

    @Test func conditionsInViewBuilders() throws {
        let root = try #require(translated("""
            let compact = false
            VStack {
                if compact {
                    Text("compact")
                } else {
                    Text("regular")
                }
                compact ? Text("c") : Text("r")
            }
            """))
        #expect(root.children.map(\.kind) == [.text("regular"), .text("r")])
        let unknown = translator.translate("VStack { if isOn { Text(\"on\") } else { Text(\"off\") } }")
        #expect(unknown.root?.children.map(\.kind) == [.text("on")])
        #expect(unknown.diagnostics.map(\.id) == [SourceMessages.unknownValue])
        #expect(unknown.diagnostics.first?.message.contains("'isOn'") == true)
    }

    @Test func severalTopLevelViewsAreAGroup() throws {
        let root = try #require(translated("Text(\"a\")\nText(\"b\")"))
        #expect(root.kind == .group)
        #expect(root.children.count == 2)
    }

    @Test func containers() throws {
        let root = try #require(translated("""
            TabView {
                NavigationView { Text("home") }
                Tab("Search", systemImage: "magnifyingglass") { Text("search"); Text("more") }
                ScrollView(.horizontal, showsIndicators: false) { Text("s") }
                ScrollView([.horizontal, .vertical]) { Text("s") }
                List(0..<2) { i in Text("row \\(i)") }
            }
            """))
        #expect(root.outline == """
            TabView
              NavigationView
                Text(home)
              Group
                Text(search)
                Text(more)
              ScrollView(.horizontal)
                Text(s)
              ScrollView([.horizontal, .vertical])
                Text(s)
              List
                ForEach
                  Text(row 0)
                  Text(row 1)
            """)
        guard case .container(let navigation) = root.children[0].kind else { Issue.record("not a container"); return }
        #expect(navigation.kind.id == "NavigationStack")
        #expect(navigation.viewName == "NavigationView")
    }

    @Test func splitViewColumns() throws {
        let three = try #require(translated("NavigationSplitView { Text(\"a\") } content: { Text(\"b\"); Text(\"c\") } detail: { Text(\"d\") }"))
        #expect(three.outline == """
            NavigationSplitView
              Text(a)
              Group
                Text(b)
                Text(c)
              Text(d)
            """)
        let two = try #require(translated("NavigationSplitView(columnVisibility: $visibility) { Text(\"a\") } detail: { Text(\"d\") }"))
        #expect(two.children.map(\.kind) == [.text("a"), .text("d")])
    }

    @Test func containerKindFromAProfileIsUsableAtOnce() throws {
        let sheet = ContainerKind(id: "Sheet", viewNames: ["MySheet"], strategy: .singleContent)
        let custom = SourceTranslator(containerKinds: [sheet])
        let root = try #require(translated("MySheet { Color.red }", with: custom))
        #expect(root.kind == .container(ContainerNode(kind: sheet, viewName: "MySheet")))
        #expect(custom.knownViewNames.contains("MySheet"))
        #expect(SourceTranslator.knownModifierNames.contains("containerRelativeFrame"))
    }
}
