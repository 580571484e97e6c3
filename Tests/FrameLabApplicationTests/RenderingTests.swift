import Foundation
@testable import LayoutCore
import Testing
@testable import FrameLabApplication

/// The frames table, "what changed", `:why` and the JSON document, on a result built by hand.
struct RenderingTests {
    let format = NumberFormat(precision: 3)

    @Test func framesTable() {
        let table = FramesTable.render(TestSupport.sampleResult(), format: format, style: .plain)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines[0] == "iPhone 15 Pro, portrait: 393×852")
        #expect(lines[1].hasPrefix("id  view"))
        #expect(lines[3].contains("  containerRelativeFrame"))
        #expect(lines[3].hasSuffix("window 393×759"))
        #expect(lines[4].hasPrefix("#2      Rectangle"))
        #expect(lines[4].contains("-3.5  248.75    400   379.5"))
    }

    @Test func numbers() {
        #expect(format.string(124.33333) == "124.333")
        #expect(format.string(-0.0001) == "0")
        #expect(NumberFormat(precision: 1).string(2.25) == "2.2" || NumberFormat(precision: 1).string(2.25) == "2.3")
        #expect(format.string(Double.infinity) == "∞")
    }

    @Test func changes() {
        let old = TestSupport.sampleResult()
        var nodes = Array(old.nodes)
        nodes[2].frame.size.width = 300
        nodes.append(LaidOutNode(id: 3, parent: 0, depth: 1, typeName: "Text", name: nil, kind: .text("a"),
                                 frame: Rect(x: 0, y: 0, width: 10, height: 20), proposal: .unspecified))
        let new = LayoutResult(environment: old.environment, nodes: nodes, diagnostics: old.diagnostics)
        let lines = FrameChanges.describe(from: old, to: new, format: format)
        #expect(lines == ["~ #2 Rectangle \"rect\": width 400 → 300", "+ #3 Text (0, 0) 10×20"])
        #expect(FrameChanges.describe(from: old, to: old, format: format).isEmpty)
    }

    @Test func whyPrintsTheResolution() {
        let text = WhyReport.render(nodeID: 2, in: TestSupport.sampleResult(), format: format, style: .plain)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "#2 Rectangle \"rect\"")
        #expect(lines[1] == "  proposed 400×379.5 by #1 containerRelativeFrame")
        #expect(lines[2] == "  answered 400×379.5, by the shape rule:")
        #expect(text.contains("#1 containerRelativeFrame(.vertical)"), "the wrapping frame's record is shown")
        #expect(text.contains("       #0 VStack  not a container\n       window     chosen: no ancestor provides a size, so the window does"))
        #expect(text.contains("  2. The size of the window is 393×852; what it does not provide is taken off:"))
        #expect(text.contains("       − top    59  safe area: the iPhone 15 Pro's top inset"))
        #expect(text.contains("       = usable 393×759"))
        #expect(text.contains("       width   not listed, so the proposal 400 passes to the child as it came"))
        #expect(text.contains("       height  759 / 2 = 379.5"))
        #expect(text.contains("  4. The child is proposed 400×379.5 and answers 400×379.5"))
        #expect(text.contains("  5. The frame: (-3.5, 248.75) 400×379.5"))
    }

    @Test func whyOnTheFrameItselfDoesNotRepeatTheSteps() {
        let text = WhyReport.render(nodeID: 1, in: TestSupport.sampleResult(), format: format, style: .plain)
        #expect(text.contains("  answered 400×379.5, by the containerRelativeFrame rule, step by step below"))
        #expect(text.components(separatedBy: "1. The container").count == 2)
    }

    @Test func jsonShape() throws {
        let result = TestSupport.sampleResult()
        let text = LayoutJSON(environment: result.environment, result: result, sourceDiagnostics: []).encoded()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["device", "nodes", "diagnostics"])
        let device = try #require(document["device"] as? [String: Any])
        #expect(device["id"] as? String == "iphone-15-pro")
        #expect(device["orientation"] as? String == "portrait")
        #expect((device["window"] as? [String: Double]) == ["width": 393, "height": 852])
        #expect((device["safeArea"] as? [String: Double]) == ["top": 59, "leading": 0, "bottom": 34, "trailing": 0])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        #expect(nodes.count == 3)
        #expect(Set(nodes[0].keys) == ["id", "parent", "type", "name", "frame"])
        #expect(nodes[0]["parent"] is NSNull)
        #expect(nodes[0]["name"] is NSNull)
        #expect(nodes[2]["name"] as? String == "rect")
        #expect(nodes[2]["parent"] as? Int == 1)
        #expect((nodes[2]["frame"] as? [String: Double]) == ["x": -3.5, "y": 248.75, "width": 400, "height": 379.5])
        let container = try #require(nodes[1]["container"] as? [String: Any])
        #expect(container["id"] is NSNull)
        #expect(container["type"] as? String == "window")
        #expect((container["size"] as? [String: Double]) == ["width": 393, "height": 759])
        #expect(nodes[2]["container"] == nil)
    }

    /// A Text whose string FrameLab could not compute is laid out as the stand-in text and marked
    /// like the other stand-ins: `"guess"` (why) on its JSON node, `(guess)` after its type in the
    /// frames table; a Text from the source has neither.
    @Test func aStandInTextIsMarkedAsAGuessInJSONAndTheTable() throws {
        let old = TestSupport.sampleResult()
        var nodes = Array(old.nodes)
        let why = "its string 'elapsed.formatted(…)' could not be computed; \"Sample\" stands in"
        nodes.append(LaidOutNode(id: 3, parent: 0, depth: 1, typeName: "Text", name: "elapsed", kind: .text("Sample", guess: why),
                                 frame: Rect(x: 0, y: 0, width: 57, height: 20.333), proposal: .unspecified))
        nodes.append(LaidOutNode(id: 4, parent: 0, depth: 1, typeName: "Text", name: "city", kind: .text("Lyon"),
                                 frame: Rect(x: 0, y: 20.333, width: 36, height: 20.333), proposal: .unspecified))
        let result = LayoutResult(environment: old.environment, nodes: nodes, diagnostics: old.diagnostics)
        let text = LayoutJSON(environment: result.environment, result: result, sourceDiagnostics: []).encoded()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let json = try #require(document["nodes"] as? [[String: Any]])
        #expect(json[3]["guess"] as? String == why)
        #expect(json[4]["guess"] == nil)
        let table = FramesTable.render(result, format: format, style: .plain).split(separator: "\n").map(String.init)
        #expect(table.contains { $0.hasPrefix("#3") && $0.contains("Text (guess)") }, "\(table)")
        #expect(table.contains { $0.hasPrefix("#4") && !$0.contains("(guess)") }, "\(table)")
    }
}
