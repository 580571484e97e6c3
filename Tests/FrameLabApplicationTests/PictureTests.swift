import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutCore
import Profiles
import Testing
import ViewSyntax
@testable import FrameLabApplication

/// `:svg`, `:draw` and `:matrix`, checked against the layout they picture.
struct PictureTests {
    let format = NumberFormat(precision: 3)

    /// An interpreter with the shipped profiles on iPhone 15 Pro, with `source` entered.
    static func interpreter(_ source: String) -> CommandInterpreter {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        _ = interpreter.run(script: source, file: "<test>")
        return interpreter
    }

    static var hasTranslatorAndProfiles: Bool {
        SourceTranslator(containerKinds: []).translate("Rectangle()").root != nil
            && !ProfileState(searchPath: TestSupport.shippedProfiles).registry.devices.isEmpty
    }

    /// CRF-04: the overlay's frame measures the window, not the NavigationStack it sits on.
    static let overlaySource = """
        NavigationStack {
          VStack {
            Rectangle()
          }
          .frame(width: 400, height: 500)
        }
        .frame(height: 200)
        .overlay(
          Rectangle()
            .id("overlay")
            .containerRelativeFrame(.vertical) { h, _ in h / 2 }
        )
        """

    @Test(.enabled(if: hasTranslatorAndProfiles))
    func svgRectanglesMatchTheLayout() throws {
        var interpreter = Self.interpreter(Self.overlaySource)
        let result = try #require(interpreter.session.result)
        let directory = try TestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent("overlay.svg").path
        let output = interpreter.execute(InputEntry(text: ":svg \(path) overlay"))
        #expect(!output.failed, "\(output.rendered())")

        let document = try SVGDocument(contentsOf: path)
        #expect(document.root == "svg")
        let views = document.rects.filter { $0.attributes["class"] == "view" }
        #expect(views.count == result.nodes.count, "every node is a rectangle")
        for rect in views {
            let id = try #require(rect.attributes["data-node"].flatMap(Int.init))
            let frame = result.nodes[id].frame
            #expect(rect.matches(frame), "#\(id): \(rect.attributes) vs \(frame)")
            #expect(rect.attributes["data-type"] == result.nodes[id].typeName)
        }
        let device = try #require(document.rects.first { $0.attributes["class"] == "device" })
        #expect(device.matches(Rect(x: 0, y: 0, width: 393, height: 852)))
        let insets = document.rects.filter { $0.attributes["class"] == "inset" }
        #expect(insets.contains { $0.attributes["data-edge"] == "top" && $0.matches(Rect(x: 0, y: 0, width: 393, height: 59)) })
        #expect(insets.contains { $0.attributes["data-edge"] == "bottom" && $0.matches(Rect(x: 0, y: 818, width: 393, height: 34)) })

        let chosen = try #require(document.rects.first { $0.attributes["class"] == "chosen" })
        #expect(chosen.attributes["data-container"] == "window")
        #expect(chosen.matches(Rect(x: 0, y: 0, width: 393, height: 852)))
        let usable = try #require(document.rects.first { $0.attributes["class"] == "usable" })
        #expect(usable.matches(Rect(x: 0, y: 59, width: 393, height: 759)))
        let passed = document.rects.filter { $0.attributes["class"] == "passed" && $0.attributes["data-node"] != nil }
        #expect(passed.map { $0.attributes["data-node"] } == ["0"], "the overlay is the one ancestor passed over")
        #expect(passed.first?.matches(result.nodes[0].frame) == true)
        let selected = try #require(document.rects.first { $0.attributes["class"] == "selected" })
        #expect(selected.matches(Rect(x: 0, y: 248.75, width: 393, height: 379.5)))

        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["overlay.svg"], "written through a temporary file that is renamed")
    }

    @Test(.enabled(if: hasTranslatorAndProfiles))
    func svgShowsTheTabBarAndTheChosenContainer() throws {
        var interpreter = Self.interpreter("TabView {\n  Rectangle()\n    .containerRelativeFrame(.vertical)\n    .id(\"tab\")\n}")
        #expect(!interpreter.execute(InputEntry(text: ":os ios17")).failed, "the classic 49-pt tab bar")
        let path = try TestSupport.temporaryDirectory().appendingPathComponent("tab.svg").path
        #expect(!interpreter.execute(InputEntry(text: ":svg \(path) tab")).failed)
        let document = try SVGDocument(contentsOf: path)
        let bar = try #require(document.rects.first { $0.attributes["class"] == "bar" })
        #expect(bar.matches(Rect(x: 0, y: 769, width: 393, height: 49)), "the 49-pt tab bar above the 34-pt home indicator inset")
        let chosen = try #require(document.rects.first { $0.attributes["class"] == "chosen" })
        #expect(chosen.attributes["data-container"] == "0")
        let usable = try #require(document.rects.first { $0.attributes["class"] == "usable" })
        #expect(usable.matches(Rect(x: 0, y: 59, width: 393, height: 710)))
    }

    @Test func svgEscapesText() throws {
        let root = ViewNode(.vStack(alignment: .center, spacing: nil), children: [
            ViewNode(.shape(.rectangle), name: "a<b & \"c\" 'd'>"),
        ])
        let interpreter = TestSupport.interpreter(root: root)
        let result = try #require(interpreter.session.result)
        let text = LayoutSVG(result: result, selected: 1, format: format).document()
        let path = try TestSupport.temporaryDirectory().appendingPathComponent("escaped.svg").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let document = try SVGDocument(contentsOf: path)
        #expect(document.rects.contains { $0.attributes["data-name"] == "a<b & \"c\" 'd'>" })
        #expect(document.texts.contains { $0.contains("a<b & \"c\" 'd'>") })
    }

    @Test func svgWriteFailureLeavesTheSessionAlone() {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let output = interpreter.execute(InputEntry(text: ":svg /nonexistent-directory/x.svg"))
        #expect(output.failed)
        #expect(output.rendered().contains("cannot write /nonexistent-directory/x.svg"))
        #expect(interpreter.execute(InputEntry(text: ":svg")).rendered().contains("usage: :svg FILE [TARGET]"))
    }

    @Test func drawFitsTheWidthAndLabelsTheViews() throws {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree, window: Size(width: 300, height: 200))
        let output = interpreter.execute(InputEntry(text: ":draw 40"))
        #expect(!output.failed)
        let lines = output.rendered().split(separator: "\n").map(String.init)
        #expect(lines[0] == "300x200 window, portrait: 300×200; one column ≈ 7.895 pt")
        let picture = lines.dropFirst()
        #expect(picture.allSatisfy { $0.count <= 39 }, "one column short of the width, so the terminal does not wrap")
        #expect(picture.first?.hasPrefix("╔") == true)
        #expect(picture.last?.hasPrefix("╚") == true)
        #expect(picture.count == Int((200 * 38.0 / 300 / 2).rounded()) + 1)
        let text = picture.joined(separator: "\n")
        #expect(text.contains("a (#1)"), "named views are labelled by name\n\(text)")
        #expect(text.contains("┌b────┐"), "a label that does not fit is shortened to the name")
    }

    @Test func drawUsesTheTerminalWidth() {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        interpreter.terminalColumns = { 50 }
        let lines = interpreter.execute(InputEntry(text: ":draw")).rendered().split(separator: "\n")
        #expect(lines.dropFirst().allSatisfy { $0.count <= 49 })
        #expect(lines.dropFirst().contains { $0.count == 49 })
        #expect(interpreter.execute(InputEntry(text: ":draw 5")).failed, "too narrow")
    }

    @Test func terminalWidth() {
        #expect(TerminalWidth.columns(environment: ["COLUMNS": "132"], descriptor: -1) == 132)
        #expect(TerminalWidth.columns(environment: ["COLUMNS": "x"], descriptor: -1) == 80)
        #expect(TerminalWidth.columns(environment: [:], descriptor: -1) == 80, "not a terminal")
    }

    @Test(.enabled(if: hasTranslatorAndProfiles))
    func matrixHasARowPerDeviceAndOrientation() throws {
        var interpreter = Self.interpreter(Self.overlaySource)
        let output = interpreter.execute(InputEntry(text: ":matrix overlay"))
        #expect(!output.failed)
        let registry = interpreter.profiles.registry
        // One row per orientation, and per posture of a foldable (iphone-duo: folded and open).
        let expected = registry.deviceIDs.reduce(0) { $0 + (registry.devices[$1].map { $0.orientations.count * max(1, $0.postureNames.count) } ?? 0) }
        let rows = output.rendered().split(separator: "\n").filter { $0.contains(" portrait ") || $0.contains(" landscape ") }
        #expect(rows.count == expected, "\(output.rendered())")
        let current = try #require(output.rendered().split(separator: "\n").first { $0.hasPrefix("* ") })
        #expect(current.contains("iphone-15-pro ") && current.contains("portrait"))
        #expect(current.contains(" 393 ") && current.contains(" 379.5 "), "the overlay is 393×379.5")
        #expect(current.contains("window 393×759"))
    }
}

/// The rectangles and text of an SVG file, read with `XMLParser` (a parse error fails the test).
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        var attributes: [String: String]

        func number(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }

        /// Whether x, y, width and height equal `rect` to the three decimals written.
        func matches(_ rect: Rect) -> Bool {
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return false }
            return abs(x - rect.minX) < 0.001 && abs(y - rect.minY) < 0.001
                && abs(width - rect.width) < 0.001 && abs(height - rect.height) < 0.001
        }
    }

    private(set) var root: String?
    private(set) var rects: [Element] = []
    private(set) var texts: [String] = []
    private var text: String?

    init(contentsOf path: String) throws {
        super.init()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        parser.delegate = self
        guard parser.parse() else {
            throw CommandError("not valid XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)")
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = name }
        if name == "rect" { rects.append(Element(attributes: attributes)) }
        if name == "text" || name == "title" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" || name == "title", let text {
            texts.append(text)
            self.text = nil
        }
    }
}
