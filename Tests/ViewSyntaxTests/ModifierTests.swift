import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct ModifierTests {
    private func kind(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ViewKind? {
        translated(source, sourceLocation: sourceLocation)?.kind
    }

    @Test func paddingForms() throws {
        #expect(kind("Color.red.padding()") == .padding(edges: .all, length: nil))
        #expect(kind("Color.red.padding(10)") == .padding(edges: .all, length: 10))
        #expect(kind("Color.red.padding(.horizontal, 20)") == .padding(edges: .horizontal, length: 20))
        #expect(kind("Color.red.padding(.top)") == .padding(edges: .top, length: nil))
        #expect(kind("Color.red.padding([.top, .leading], 4)") == .padding(edges: [.top, .leading], length: 4))
        #expect(kind("Color.red.padding(Edge.Set.bottom, 4)") == .padding(edges: .bottom, length: 4))
        let insets = try #require(translated("Color.red.padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 5))"))
        #expect(insets.outline == """
            padding(.trailing, 5)
              padding(.leading, 20)
                padding(.vertical, 10)
                  Color(red)
            """)
        #expect(kind("Color.red.safeAreaPadding(.horizontal, 20.0)") == .safeAreaPadding(edges: .horizontal, length: 20))
    }

    @Test func framesAndAspectRatios() {
        #expect(kind("Color.red.frame(width: 10)") == .frame(FixedFrame(width: 10)))
        #expect(kind("Color.red.frame()") == .frame(FixedFrame()))
        #expect(kind("Color.red.frame(maxWidth: .infinity, alignment: .leading)") == .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
        #expect(kind("Color.red.frame(maxHeight: CGFloat.infinity)") == .flexibleFrame(FlexibleFrame(maxHeight: .infinity)))
        #expect(kind("Color.red.frame(width: 10, alignment: Alignment(horizontal: .trailing, vertical: .top))") == .frame(FixedFrame(width: 10, alignment: .topTrailing)))
        #expect(kind("Color.red.aspectRatio(3/2, contentMode: .fit)") == .aspectRatio(ratio: 1.5, contentMode: .fit))
        #expect(kind("Color.red.aspectRatio(contentMode: .fill)") == .aspectRatio(ratio: nil, contentMode: .fill))
        #expect(kind("Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)") == .aspectRatio(ratio: 4.0 / 3, contentMode: .fit))
        #expect(kind("Color.red.scaledToFit()") == .aspectRatio(ratio: nil, contentMode: .fit))
        #expect(kind("Color.red.scaledToFill()") == .aspectRatio(ratio: nil, contentMode: .fill))
        #expect(kind("Color.red.fixedSize(horizontal: false, vertical: true)") == .fixedSize(horizontal: false, vertical: true))
        #expect(kind("Color.red.layoutPriority(1)") == .layoutPriority(1))
        #expect(kind("Color.red.offset(x: 5)") == .offset(x: 5, y: 0))
        #expect(kind("Color.red.offset(CGSize(width: 1, height: 2))") == .offset(x: 1, y: 2))
    }

    @Test func frameCannotMixFixedAndFlexible() {
        let translation = translator.translate("Color.red.frame(width: 10, maxHeight: 20)")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.first?.id == SourceMessages.invalidArgument)
        #expect(translation.diagnostics.first?.message.contains("'width:'") == true)
    }

    @Test func overlaysAndBackgrounds() throws {
        let several = try #require(translated("Color.red.overlay(alignment: .bottom) { Text(\"a\"); Text(\"b\") }"))
        #expect(several.outline == """
            overlay(bottom)
              Color(red)
              ZStack(bottom)
                Text(a)
                Text(b)
            """)
        // background(_ style:, ignoresSafeAreaEdges: .all): a style extends along the safe-area edges the view touches.
        #expect(try #require(translated("Text(\"a\").background(.red)")).outline == "background(center)\n  Text(a)\n  ignoresSafeArea(.all)\n    Color(red)")
        #expect(try #require(translated("Text(\"a\").background(.red, ignoresSafeAreaEdges: .bottom)")).outline == "background(center)\n  Text(a)\n  ignoresSafeArea(.bottom)\n    Color(red)")
        #expect(try #require(translated("Text(\"a\").background(.red, ignoresSafeAreaEdges: [])")).outline == "background(center)\n  Text(a)\n  Color(red)")
        #expect(try #require(translated("Text(\"a\").overlay(Color.red)")).outline == "overlay(center)\n  Text(a)\n  ignoresSafeArea(.all)\n    Color(red)")
        #expect(try #require(translated("Text(\"a\").background(.ultraThinMaterial, in: Capsule())")).outline == "background(center)\n  Text(a)\n  Color(ultraThinMaterial)")
        #expect(try #require(translated("Text(\"a\").overlay(Circle(), alignment: .top)")).outline == "overlay(top)\n  Text(a)\n  Circle")
        let inset = try #require(translated("Color.red.safeAreaInset(edge: .bottom, spacing: 4) { Text(\"bar\") }"))
        #expect(inset.outline == "safeAreaInset(bottom, 4)\n  Color(red)\n  Text(bar)")
    }

    @Test func idNamesTheReceiver() throws {
        let root = try #require(translated("Color.red.id(\"a\").frame(width: 1).id(\"b\")"))
        #expect(root.name == "b")
        #expect(root.children[0].name == "a")
        #expect(try #require(translated("Color.red.id(7)")).name == "7")
    }

    @Test func inertModifiersStayOnTheReceiver() throws {
        let root = try #require(translated("Rectangle().fill(.red).border(Color.blue, width: 2).onTapGesture { print(1) }.opacity(0.5)"))
        #expect(root.kind == .shape(.rectangle))
        #expect(root.inertModifiers == [
            InertModifier(name: "fill", arguments: ".red"), InertModifier(name: "border", arguments: "Color.blue, width: 2"),
            InertModifier(name: "onTapGesture", arguments: "{ print(1) }"), InertModifier(name: "opacity", arguments: "0.5"),
        ])
    }

    /// Modifiers real apps write that change behaviour or drawing, not frames (each met unknown in
    /// wave 7's samples of unseen apps, or documented by Apple as not affecting layout): kept on the
    /// receiver, with no warning.
    static let behaviourModifiers = [
        ".scrollDismissesKeyboard(.immediately)", ".scrollBounceBehavior(.basedOnSize)", ".contentTransition(.numericText())",
        ".symbolEffect(.bounce, value: 1)", ".hoverEffect(.lift)", ".interactiveDismissDisabled()", ".textSelection(.enabled)",
        ".scrollEdgeEffectStyle(.soft, for: .top)", ".backgroundExtensionEffect()", ".tabBarMinimizeBehavior(.onScrollDown)",
        ".listRowSeparatorTint(.red)", ".swipeActions { Button(\"Delete\") {} }", ".navigationBarItems(trailing: Button(\"Edit\") {})",
    ]

    @Test(arguments: behaviourModifiers)
    func behaviourModifiersAreKeptWithoutWarning(_ modifier: String) throws {
        let translation = translator.translate("Color.red\(modifier)")
        let root = try #require(translation.root)
        #expect(root.kind == .color("red"))
        #expect(root.inertModifiers.count == 1)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.message))")
    }

    @Test func textModifiers() {
        #expect(kind("Text(\"a\").font(.title)") == .font(.title))
        // A style with a weight: the weight wraps the style (docs/text-model.md).
        #expect(kind("Text(\"a\").font(.headline.bold())") == .textEnvironment(.fontWeight(.bold)))
        #expect(kind("Text(\"a\").font(.title.weight(.semibold))") == .textEnvironment(.fontWeight(.semibold)))
        #expect(kind("Text(\"a\").fontWeight(.medium)") == .textEnvironment(.fontWeight(.medium)))
        #expect(kind("Text(\"a\").bold()") == .textEnvironment(.fontWeight(.bold)))
        #expect(kind("Text(\"a\").bold(false)") == .textEnvironment(.fontWeight(.regular)))
        #expect(kind("Text(\"a\").monospacedDigit()") == .textEnvironment(.monospacedDigit))
        #expect(kind("Text(\"a\").font(.body.monospacedDigit())") == .textEnvironment(.monospacedDigit))
        // `.system(style, design:, weight:)`: the design wraps the weight, which wraps the style.
        let rounded = translated("Text(\"a\").font(.system(.headline, design: .rounded, weight: .semibold))")
        #expect(rounded?.kind == .textEnvironment(.fontDesign(.rounded)))
        #expect(rounded?.children.first?.kind == .textEnvironment(.fontWeight(.semibold)))
        #expect(rounded?.children.first?.children.first?.kind == .font(.headline))
        #expect(kind("Text(\"a\").fontDesign(.serif)") == .textEnvironment(.fontDesign(.serif)))
        #expect(kind("Text(\"a\").font(Font.caption2)") == .font(.caption2))
        // A fixed-size system font (sentry-cocoa measured .system(size: 20) 24 pt tall on iOS, fixtures measured-sentry-text-*).
        #expect(kind("Text(\"a\").font(.system(size: 20))") == .textEnvironment(.systemFont(SystemFont(size: 20))))
        #expect(kind("Text(\"a\").font(.system(size: 15, weight: .semibold))") == .textEnvironment(.systemFont(SystemFont(size: 15, weight: "semibold"))))
        #expect(kind("Text(\"a\").font(Font.system(size: 11).bold())") == .textEnvironment(.systemFont(SystemFont(size: 11, weight: "bold"))))
        #expect(kind("Text(\"a\").font(.system(.title, design: .rounded))") == .textEnvironment(.fontDesign(.rounded)))
        #expect(kind("Text(\"a\").font(.system(.title, design: .default))") == .font(.title))
        // A custom font FrameLab has no metrics for: the system font at the size given (a guess, warned).
        #expect(kind("Text(\"a\").font(.custom(\"Avenir\", size: 20))") == .textEnvironment(.systemFont(SystemFont(size: 20))))
        #expect(kind("Text(\"a\").font(.custom(\"Avenir\", fixedSize: 11).bold())") == .textEnvironment(.systemFont(SystemFont(size: 11, weight: "bold"))))
        #expect(kind("Text(\"a\").font(.custom(\"Avenir\"))") == .text("a"))
        #expect(kind("Text(\"a\").lineLimit(2)") == .lineLimit(2))
        #expect(kind("Text(\"a\").lineLimit(nil)") == .lineLimit(nil))
        #expect(kind("Text(\"a\").lineLimit(1...3)") == .lineLimit(3))
        #expect(kind("Text(\"a\").lineSpacing(6)") == .textEnvironment(.lineSpacing(6)))
    }

    @Test func dynamicTypeSizeSetsOrClamps() {
        func range(_ source: String) -> DynamicTypeSizeRange? {
            guard case .textEnvironment(.dynamicTypeSize(let range))? = kind("Text(\"a\").dynamicTypeSize(\(source))") else { return nil }
            return range
        }
        #expect(range(".xLarge") == DynamicTypeSizeRange(exactly: .xLarge))
        #expect(range("DynamicTypeSize.accessibility3") == DynamicTypeSizeRange(exactly: .accessibility3))
        #expect(range("...DynamicTypeSize.xxLarge") == DynamicTypeSizeRange(.xSmall, .xxLarge))
        #expect(range("..<DynamicTypeSize.accessibility1") == DynamicTypeSizeRange(.xSmall, .xxxLarge))
        #expect(range(".small ... .large") == DynamicTypeSizeRange(.small, .large))
        #expect(range(".small ..< .large") == DynamicTypeSizeRange(.small, .medium))
        #expect(range("DynamicTypeSize.large...") == DynamicTypeSizeRange(.large, .accessibility5))
        #expect(DynamicTypeSizeRange(.small, .large).clamp(.accessibility3) == .large)
        #expect(DynamicTypeSizeRange(.small, .large).clamp(.xSmall) == .small)
    }

    @Test func barsAndSafeArea() {
        #expect(kind("Color.red.navigationBarTitleDisplayMode(.inline)") == .navigationBarTitleDisplayMode(.inline))
        #expect(kind("Color.red.toolbar(.hidden)") == .toolbarVisibility(visible: false, bars: []))
        #expect(kind("Color.red.toolbar(.hidden, for: .navigationBar)") == .toolbarVisibility(visible: false, bars: [.navigationBar]))
        #expect(kind("Color.red.toolbar(.visible, for: .tabBar, .bottomBar)") == .toolbarVisibility(visible: true, bars: [.tabBar, .bottomBar]))
        #expect(kind("Color.red.toolbarVisibility(.hidden, for: .tabBar)") == .toolbarVisibility(visible: false, bars: [.tabBar]))
        #expect(kind("Color.red.navigationBarHidden(true)") == .toolbarVisibility(visible: false, bars: [.navigationBar]))
        #expect(kind("Color.red.toolbar { ToolbarItem { Text(\"x\") } }") == .color("red"))
        #expect(kind("Color.red.ignoresSafeArea()") == .ignoresSafeArea(edges: .all))
        #expect(kind("Color.red.ignoresSafeArea(.container, edges: .top)") == .ignoresSafeArea(edges: .top))
        #expect(kind("Color.red.ignoresSafeArea(.keyboard)") == .color("red"))
        #expect(kind("Color.red.edgesIgnoringSafeArea(.bottom)") == .ignoresSafeArea(edges: .bottom))
    }

    @Test func containerRelativeFrameForms() {
        #expect(kind("Color.red.containerRelativeFrame(.horizontal)") == .containerRelativeFrame(ContainerRelativeFrame(axes: .horizontal)))
        #expect(kind("Color.red.containerRelativeFrame([.horizontal, .vertical], alignment: .top)") == .containerRelativeFrame(ContainerRelativeFrame(axes: .both, alignment: .top)))
        #expect(kind("Color.red.containerRelativeFrame(Axis.Set.vertical, count: 4, span: 3, spacing: 10.0)") == .containerRelativeFrame(ContainerRelativeFrame(axes: .vertical, rule: .grid(count: 4, span: 3, spacing: 10))))
        #expect(kind("Color.red.containerRelativeFrame(.horizontal, alignment: .center, { l, _ in l })") == .containerRelativeFrame(ContainerRelativeFrame(axes: .horizontal, rule: .closure(LengthClosure(source: "{ l, _ in l }") { l, _ in l }))))
        let missing = translator.translate("Color.red.containerRelativeFrame(.horizontal, count: 3)")
        #expect(missing.diagnostics.first?.id == SourceMessages.missingArgument)
        #expect(missing.diagnostics.first?.message.hasSuffix("needs 'spacing:'") == true)
    }

    @Test func unknownArgumentLabelsWarn() {
        let translation = translator.translate("VStack(spacng: 4) { Text(\"a\") }")
        #expect(translation.root != nil)
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.unknownArgument])
        #expect(translation.diagnostics.first?.message.contains("'spacng:' of 'VStack'") == true)
    }
}
