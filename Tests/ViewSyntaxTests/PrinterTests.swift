import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct PrinterTests {
    static let sources = ReferenceSources.all.map { ($0.id, $0.source) } + SeedSources.views.map { ($0.id, $0.source) } + [
        ("modifiers", """
            VStack(alignment: .leading, spacing: 4) {
                Text("Title \\"quoted\\"\\n")
                    .font(.headline)
                    .lineLimit(2)
                Image(systemName: "star")
                Spacer(minLength: 8)
                Divider()
                Circle().padding(.horizontal, 12).padding([.top, .leading]).padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
                Capsule().offset(x: -3, y: 4).fixedSize(horizontal: true, vertical: false).layoutPriority(1)
                Ellipse().ignoresSafeArea(edges: .top).safeAreaPadding(10)
                Color.red.safeAreaInset(edge: .bottom, spacing: 6) { Text("inset") }
                Rectangle().overlay(alignment: .topTrailing) { Text("a"); Text("b") }.background(.yellow)
                Rectangle().frame(minWidth: 10, maxWidth: .infinity, alignment: .bottomLeading).scaledToFill()
                LazyVStack { ForEach(0..<3) { i in Text("row \\(i)").id(i) } }
                ZStack(alignment: .bottom) { EmptyView() }
                GeometryReader { proxy in Color.blue }
                Group { Text("g") }.navigationBarTitleDisplayMode(.inline).toolbar(.hidden, for: .navigationBar, .tabBar)
                Text("x").onTapGesture { print("tap") }
            }
            """),
        ("containers", """
            TabView {
                NavigationStack { List { Text("a"); Text("b") } }
                NavigationSplitView { Text("sidebar") } content: { Text("content"); Text("more") } detail: { Text("detail") }
                ScrollView([.horizontal, .vertical], showsIndicators: false) { Rectangle() }
            }
            """),
    ]

    @Test(arguments: sources.map(\.0))
    func printedSourceTranslatesToTheSameTree(id: String) throws {
        let source = try #require(Self.sources.first { $0.0 == id }?.1)
        let tree = try #require(translator.translate(source).root)
        let printed = SourcePrinter.print(tree)
        let again = translator.translate(printed)
        #expect(!again.hasErrors, "\(again.diagnostics.map(\.rendered))\n\(printed)")
        #expect(again.root?.withoutLocations == tree.withoutLocations, "\(printed)")
        let withIDs = translator.translate(SourcePrinter.print(tree, showIDs: true))
        #expect(withIDs.root?.withoutLocations == tree.withoutLocations)
    }

    @Test func printsIDsAsComments() throws {
        let tree = try #require(translated("""
            VStack {
              Rectangle()
                .id("rect")
                .containerRelativeFrame(.vertical) { h, _ in h / 2 }
            }
            .frame(width: 400, height: 500)
            """))
        #expect(SourcePrinter.print(tree, showIDs: true) == """
            VStack {  // #1
                Rectangle()  // #3
                    .id("rect")
                    .containerRelativeFrame(.vertical) { h, _ in h / 2 }  // #2
            }
                .frame(width: 400, height: 500)  // #0
            """)
        #expect(SourcePrinter.print(tree) == """
            VStack {
                Rectangle()
                    .id("rect")
                    .containerRelativeFrame(.vertical) { h, _ in h / 2 }
            }
                .frame(width: 400, height: 500)
            """)
    }

    @Test func overlayIDsCountThePrimaryFirst() throws {
        let tree = try #require(translated("Color.red.padding().overlay { Text(\"a\") }"))
        #expect(SourcePrinter.print(tree, showIDs: true) == """
            Color.red  // #2
                .padding()  // #1
                .overlay {  // #0
                    Text("a")  // #3
                }
            """)
    }

    /// `:save` after a custom style: the Button is written with its own label and
    /// `.buttonStyle(Pill(inset: 10))`, followed by the struct, and that translates to the same
    /// tree (same outline, same frames: in a window built in code, with no font table, each
    /// character of Pill's label "Go" (body, 17 pt) is half an em, 2 × 8.5 = 17, + 2 × 10 = 37;
    /// height fixed 40 by the body's frame).
    @Test func customStyleIsWrittenBackAsTheModifierAndItsStruct() throws {
        let source = """
            VStack {
                Button("Go") {}
                    .buttonStyle(Pill(inset: 10))
                Text("x")
            }
            struct Pill: ButtonStyle {
                var inset: CGFloat
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(inset).frame(height: 40)
                }
            }
            """
        let tree = try #require(translator.translate(source).root)
        let printed = SourcePrinter.print(tree)
        #expect(printed.contains(".buttonStyle(Pill(inset: 10))"), "\(printed)")
        #expect(printed.contains("struct Pill: ButtonStyle {"), "\(printed)")
        #expect(printed.components(separatedBy: "padding(inset)").count == 2, "the body is printed once, in the struct: \(printed)")
        let again = try #require(translator.translate(printed).root, "\(printed)")
        #expect(again.outline == tree.outline)
        let window = LayoutEnvironment.window(width: 393, height: 852)
        let frames = LayoutEngine.layout(tree, in: window).nodes.map(\.frame)
        #expect(LayoutEngine.layout(again, in: window).nodes.map(\.frame) == frames)
        // 37 typographic, already on the 3× pixel grid (TextFont.unmeasured, docs/text-model.md).
        #expect(abs(frames[1].width - 37) < 0.001 && frames[1].height == 40)
    }
}
