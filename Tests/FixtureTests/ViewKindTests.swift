import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax

/// Issue 12, end to end: view kinds from YAML decide how controls lay out, a user's kind in
/// `~/.config/framelab/Views/` is used without recompiling, and a settings screen lays out with
/// the rows the metrics give.
@Suite struct ViewKindTests {
    static let shipped = FixtureRunnerTests.registry

    func layout(_ source: String, registry: ProfileRegistry = shipped, device: String = "iphone-15-pro", os: String? = "ios26", strict: Bool = false) throws -> (Translation, LayoutResult) {
        let environment = try registry.environment(for: DeviceSelection(deviceID: device, os: os.flatMap(OperatingSystem.init(id:))))
        var options = TranslationOptions()
        options.strict = strict
        let translator = SourceTranslator(containerKinds: Array(registry.containerKinds.values), viewKinds: registry.viewKindList, options: options)
        let translation = translator.translate(source)
        let root = try #require(translation.root, "\(translation.diagnostics.map(\.rendered))")
        return (translation, LayoutEngine.layout(root, in: environment))
    }

    @Test func aUserKindInTheConfigDirectoryIsUsedWithoutRecompiling() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-xdg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("framelab/Views"), withIntermediateDirectories: true)
        try """
            id: RemoteThumbnail
            summary: a package's remote image, laid out as a 4:3 box
            source: our thumbnails are 4:3
            parts: {title: false, icon: false, closures: [placeholder]}
            layout: aspect
            ratio: 1.3333333333
            idealWidth: 120
            """.write(to: home.appendingPathComponent("framelab/Views/RemoteThumbnail.yaml"), atomically: true, encoding: .utf8)
        // The standard search path reads $XDG_CONFIG_HOME/framelab after the shipped folders.
        let path = ProfileSearchPath.standard(
            executablePath: FixtureRunnerTests.repositoryRoot + "/.build/debug/framelab",
            environment: ["XDG_CONFIG_HOME": home.path], commandLineDirectories: [])
        let loaded = ProfileRegistry.load(searchPath: path)
        #expect(loaded.diagnostics.map(\.description) == [])
        let (translation, result) = try layout("VStack { RemoteThumbnail(url: url).id(\"photo\") }", registry: loaded.registry)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        // 393 wide (iPhone 15 Pro), 4:3: 393 × 3/4 = 294.75 tall.
        let photo = try #require(result.node(named: "photo"))
        #expect(abs(photo.frame.width - 393) < 0.01)
        #expect(abs(photo.frame.height - 294.75) < 0.01)
        // Without the user's file it is the stand-in kind for its name (a name ending in Thumbnail is an
        // image: Views/unknown-image.yaml), with a warning saying how to describe it.
        let (fallback, _) = try layout("VStack { RemoteThumbnail(url: url).id(\"photo\") }")
        #expect(fallback.diagnostics.contains { $0.id == SourceMessages.unknownView && $0.message.contains("'RemoteThumbnail'") && $0.message.contains("(Views/unknown-image.yaml:") && $0.message.contains("RemoteThumbnail.yaml") })
    }

    @Test func aSettingsScreenHasTheRowsTheMetricsGive() throws {
        let (translation, result) = try layout("""
            Form {
              Section("Network") {
                Toggle("Wi-Fi", isOn: $wifi).id("wifi")
                Toggle("Bluetooth", isOn: $bluetooth).id("bluetooth")
              }
              Section("Display") {
                Picker("Theme", selection: $theme) { Text("Light"); Text("Dark") }.id("theme")
                Stepper("Text size", value: $size).id("size")
                TextField("Name", text: $name).id("name")
              }
            }
            """)
        #expect(translation.diagnostics.filter { $0.severity != .note }.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        #expect(result.diagnostics.filter { $0.severity == .error || $0.severity == .warning }.isEmpty, "\(result.diagnostics.map(\.message))")
        func frame(_ name: String) throws -> Rect { try #require(result.node(named: name)).frame }
        let line = result.environment.textMetrics(.body, result.environment.dynamicTypeSize).singleLineHeight
        // Rows are max(52, content + 15.5 + 15.5) tall on iOS 26 (Devices/platform-ios.yaml os ios26:
        // list.insetGrouped.minimumRowHeight 52, rowInset.vertical 15.5; OUK, control-metrics §3.11),
        // content centred; every control fills the row width 393 − 2×20 − 2×16 = 321.
        for name in ["wifi", "bluetooth", "theme", "size", "name"] { #expect(try frame(name).width == 321) }
        // Toggle: switch 61×28 on iOS 26 (Devices/platform-ios.yaml os ios26) → row 28 + 31 = 59.
        #expect(try frame("wifi").height == 28)
        // Sections on iOS 26 (SNT: sentry-cocoa SentryUIRedactBuilderTests+SwiftUI.swift, iPhone 17 Pro
        // iOS 26.1, safe-area top 62): a header is 10 + one 17 pt line + 10; a section without a footer keeps a 17.5 band
        // below it (35 between sections measured, the even split an estimate).
        let header = 10 + result.environment.textMetrics(.headline, result.environment.dynamicTypeSize).singleLineHeight + 10
        let firstRow = 59 + header
        #expect(abs(try frame("wifi").minY - (firstRow + 15.5)) < 0.001)
        #expect(abs(try frame("bluetooth").minY - (firstRow + 59 + 15.5)) < 0.001)
        // Picker (menu): labelled, its menu button one body line → max(label line, line) = line; row 52.
        let theme = try frame("theme")
        #expect(theme.height == line)
        let themeRow = firstRow + 59 + 59 + 17.5 + header
        #expect(abs(theme.minY - (themeRow + (52 - line) / 2)) < 0.001)
        // Stepper: 94×32 (estimate) → row 32 + 31 = 63.
        #expect(try frame("size").height == 32)
        #expect(abs(try frame("size").minY - (themeRow + 52 + 15.5)) < 0.001)
        // TextField: one field line, ceil(body line height 20.287) + 1 = 22 where a Text is 20.333
        // (measured, docs/controls.md: vjr2005/Challenge DSTextField 38 = 22 + 2 × 8) → row
        // max(52, 22 + 15.5 + 15.5) = 53, the field 15.5 below the row's top.
        let field = try frame("name")
        #expect(field.height == 22)
        #expect(abs(field.minY - (themeRow + 52 + 63 + 15.5)) < 0.001)
    }

    /// A ContentUnavailableView stacks its parts and gives its actions `controlSize: small`
    /// (Views/ContentUnavailableView.yaml, measured on iOS 18: docs/controls.md); `:why`'s plan
    /// replays that part selection, so it explains the numbers layout used.
    @Test func contentUnavailableActionsAreSmallAndWhySaysSo() throws {
        let (_, result) = try layout("""
            ContentUnavailableView {
                Label("No Items", systemImage: "tray")
            } description: {
                Text("Add items to get started")
            } actions: {
                Button("Add Item") {}
                    .buttonStyle(.bordered)
                    .id("action")
            }
            """, os: "ios18")
        let named = try #require(result.nodes.first { $0.name == "action" })
        let action = try #require(result.nodes.first { $0.typeName == "Button" && $0.id >= named.id })
        // A subheadline line (15 × 2444/2048 = 17.9 → 18 at 3×) + 5 + 5 = 28.
        #expect(action.frame.height == 28)
        let plan = try #require(result.controlPlan(for: action.id))
        #expect(plan.fontStyle == .subheadline)
        #expect(plan.variants.contains { $0.conditions["controlSize"] == "small|mini" || $0.conditions["controlSize"] == "small" })
        // The action sits below the description, not on the view's centre.
        let description = try #require(result.nodes.first { $0.typeName == "Text" && $0.frame.minY < action.frame.minY && $0.frame.width > 100 })
        #expect(abs(action.frame.minY - (description.frame.maxY + 20)) < 0.001)
    }

    @Test func aKindReadingAMetricTheDeviceLacksWarnsAndUsesItsDefault() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-views-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try "id: Chip\nlayout: fixed\nwidth: 40\nheight: {metric: chip.height, default: 24}\n"
            .write(to: directory.appendingPathComponent("Views/Chip.yaml"), atomically: true, encoding: .utf8)
        let loaded = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [FixtureRunnerTests.repositoryRoot, directory.path]))
        #expect(loaded.diagnostics.map(\.description) == [])
        let (_, result) = try layout("Chip().id(\"chip\")", registry: loaded.registry)
        #expect(result.node(named: "chip")?.frame.size == Size(width: 40, height: 24))
        #expect(result.diagnostics.map(\.id) == [LayoutMessages.controlMetricMissing])
        // The message's typed arguments: the view, its kind, the metric, the device and the default used.
        let arguments = result.diagnostics.first?.arguments ?? []
        #expect(arguments.contains(.text("chip.height")) && arguments.last == .text("24"), "\(arguments)")
    }

    @Test func strictMakesAnUnknownViewAnError() throws {
        let translator = SourceTranslator(containerKinds: [], viewKinds: Self.shipped.viewKindList, options: { var options = TranslationOptions(); options.strict = true; return options }())
        let translation = translator.translate("FancyPhoto(url: url)")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.unknownView])
        #expect(translation.diagnostics.map(\.severity) == [.error])
        #expect(translation.diagnostics.first?.message.contains("drop FancyPhoto.yaml into a Views/ folder") == true)
    }

    @Test func whyNamesTheKindTheRuleAndTheFileLine() throws {
        let (_, result) = try layout("VStack { Toggle(\"Wi-Fi\", isOn: $on).id(\"t\") }")
        let node = try #require(result.node(named: "t"))
        let decision = result.decision(for: node.id)
        #expect(decision.rule == "Toggle view kind")
        #expect(decision.detail.contains("Toggle: labelled control (Views/Toggle.yaml:"))
        #expect(decision.detail.contains("fills the proposed width 393; switch 61×28 (width toggle.switch.width = 61 from the device iphone-15-pro, Devices/platform-ios.yaml:"))
        #expect(decision.detail.contains("label 'Wi-Fi'"))
        #expect(decision.detail.contains("height max(label, switch 28) = 28"))
    }

    @Test func whyOnAnInlinePickerInAFormNamesItsListRows() throws {
        let (_, result) = try layout("Form { Section { Picker(\"Flavor\", selection: $f) { Text(\"A\"); Text(\"B\") }.id(\"p\").pickerStyle(.inline) } }")
        let node = try #require(result.node(named: "p"))
        let decision = result.decision(for: node.id)
        #expect(decision.rule == "list rows")
        #expect(decision.detail.contains("each view of its content part is a row of the section and its label the section's header (listRows, Views/Picker.yaml:"), "\(decision.detail)")
        // Outside a list the same Picker is one view that hugs its stacked label and options.
        let (_, alone) = try layout("VStack { Picker(\"Flavor\", selection: $f) { Text(\"A\"); Text(\"B\") }.id(\"p\").pickerStyle(.inline) }")
        #expect(alone.decision(for: try #require(alone.node(named: "p")).id).rule == "Picker view kind")
    }

    @Test func whyOnADividerNamesTheLineItsThicknessAndTheScale() throws {
        let (_, result) = try layout("HStack { Color.red.frame(width: 10, height: 30); Divider().id(\"d\") }.frame(height: 30)")
        let node = try #require(result.node(named: "d"))
        // control-metrics §3.10: one pixel = 1/3 at the iPhone 15 Pro's 3×; vertical in an HStack.
        #expect(abs(node.frame.width - 1.0 / 3) < 0.001 && node.frame.height == 30)
        let decision = result.decision(for: node.id)
        #expect(decision.rule == "Divider view kind")
        #expect(decision.detail.contains("Divider: a line (Views/Divider.yaml:"), "\(decision.detail)")
        #expect(decision.detail.contains("vertical line across the enclosing stack's axis, 0.333 thick (thickness 1 pixel at 3×"), "\(decision.detail)")
    }

    @Test func labeledContentPutsItsValueStringAtTheTrailingEdge() throws {
        let (translation, result) = try layout("VStack { LabeledContent(\"Name\", value: \"Ada\").id(\"row\") }")
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics.map(\.rendered))")
        let row = try #require(result.node(named: "row"))
        let texts = result.nodes.filter { $0.parent == row.id && $0.kind.typeName == "Text" }
        #expect(texts.count == 2)
        // The title at the leading edge, the value's right edge on the row's: 393 wide.
        #expect(texts.first?.frame.minX == row.frame.minX)
        #expect(abs((texts.last?.frame.maxX ?? 0) - row.frame.maxX) < 0.001)
        #expect(row.frame.width == 393)
    }

    @Test func aRepresentableIsLaidOutByAKindNamedLikeItWhenThereIsOne() throws {
        let source = """
            struct MapBox: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) {}
            }
            VStack { MapBox().id("m") }
            """
        // Shipped kinds have no MapBox: the fallback kind takes the proposed width and is 44 tall
        // (Views/unknown.yaml: at most 44, a row's height), with one warning.
        let (fallback, fallbackResult) = try layout(source)
        #expect(fallback.diagnostics.contains { $0.id == SourceMessages.representable && $0.severity == .warning && $0.message.hasPrefix("'MapBox' is a UIViewRepresentable") && $0.message.contains("MapBox.yaml") })
        #expect(try #require(fallbackResult.node(named: "m")).frame.height == 44)
        // With strict, it is an error that says how to describe it.
        let strict = SourceTranslator(containerKinds: [], viewKinds: Self.shipped.viewKindList, options: { var options = TranslationOptions(); options.strict = true; return options }()).translate(source)
        #expect(strict.root == nil)
        #expect(strict.diagnostics.contains { $0.id == SourceMessages.representable && $0.severity == .error })
        // A kind named like it (here a fixed 200×120 box) wins.
        var registry = Self.shipped
        registry.viewKinds["MapBox"] = ControlKind(id: "MapBox", sizing: ControlSizing(rule: .fixed, width: .points(200), height: .points(120)))
        let (described, result) = try layout(source, registry: registry)
        #expect(!described.diagnostics.contains { $0.id == SourceMessages.representable })
        #expect(try #require(result.node(named: "m")).frame.size == Size(width: 200, height: 120))
    }
}
