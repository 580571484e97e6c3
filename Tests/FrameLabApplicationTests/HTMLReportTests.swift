import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

/// The interactive report: one self-contained page whose embedded JSON is the `--json` document
/// for every device, orientation and Dynamic Type size. Numbers: a 100×50 frame on iPhone 15 Pro
/// (393×852, safe area top 59, bottom 34) sits at x = (393 − 100) / 2 = 146.5,
/// y = 59 + (852 − 59 − 34 − 50) / 2 = 413.5.
struct HTMLReportTests {
    static let service = LayoutService(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
    static let box = #"Color.red.frame(width: 100, height: 50).id("box")"#

    /// The JSON the page embeds, parsed: plain (a served page) or packed (a report on disk,
    /// `PackedReportData`: read back as the page's script reads it).
    static func embedded(_ page: String) throws -> [String: Any] {
        if let start = page.range(of: #"<script type="\#(PackedReportData.scriptType)" id="framelab-data">"#) {
            let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
            return try #require(PackedReportData.unpack(String(page[start.upperBound..<end.lowerBound])))
        }
        let start = try #require(page.range(of: #"<script type="application/json" id="framelab-data">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = String(page[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A Slider's label is hidden on iOS (Views/Slider.yaml hiddenParts): the layout JSON has no
    /// frame for it and its why document has the one `hidden` step, naming the kind's line.
    @Test func aHiddenPartHasNoFrameAndAHiddenWhy() throws {
        let answer = Self.service.layout(LayoutRequest(source: #"Slider(value: $v) { Text("Volume").id("volume") }"#))
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(answer.document)) as? [String: Any])
        let label = try #require((json["nodes"] as? [[String: Any]])?.first { $0["name"] as? String == "volume" })
        #expect(label["frame"] is NSNull)
        #expect((label["hidden"] as? String)?.contains("Views/Slider.yaml:") == true)
        let why = try Self.service.why("volume", in: answer)
        let steps = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(why)) as? [String: Any])["steps"] as? [[String: Any]]
        #expect(steps?.map { $0["kind"] as? String } == ["hidden"])
    }

    /// A list row's why document has a `list` step: its position as sums and where its separator
    /// starts (x 36 = margin 20 + row inset 16 on iPhone 15 Pro, Devices/platform-ios.yaml).
    @Test func aListRowsWhyHasItsPlacementAndSeparator() throws {
        let answer = Self.service.layout(LayoutRequest(source: #"List { Color.red.frame(height: 20).id("row") }"#))
        let why = try Self.service.why("row", in: answer)
        let steps = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(why)) as? [String: Any])["steps"] as? [[String: Any]]
        let list = try #require(steps?.first { $0["kind"] as? String == "list" })
        #expect((list["text"] as? String)?.hasPrefix("placed as row 1 of section 1 of #0 List") == true)
        #expect((list["lines"] as? [String])?.contains("separator starts at x 36: the row content's leading edge (the default listRowSeparatorLeading)") == true)
    }

    @Test func everyDeviceOrientationAndSizeIsACell() throws {
        let payload = ReportPayload(service: Self.service, request: LayoutRequest(source: Self.box))
        let places = Self.service.layoutCells.count
        #expect(places > 10)
        #expect(payload.cellCount == places * 3, "large, xxxLarge and accessibility5 on each")
        let data = try Self.embedded(HTMLReport.page(payload))
        let cells = try #require(data["cells"] as? [[String: Any]])
        let initial = try #require(cells[data["initial"] as? Int ?? -1] as [String: Any]?)
        #expect(initial["device"] as? String == "iphone-15-pro")
        #expect(initial["dynamicType"] as? String == "large")
        let layout = try #require(initial["layout"] as? [String: Any])
        let node = try #require((layout["nodes"] as? [[String: Any]])?.first)
        #expect(node["frame"] as? [String: Double] == ["x": 146.5, "y": 413.5, "width": 100, "height": 50])
        #expect(node["line"] as? Int == 1)
        #expect((node["why"] as? [String: Any])?["text"] as? String != nil)
        let regions = try #require(layout["regions"] as? [[String: Any]])
        #expect(regions.contains { $0["label"] as? String == "safe area top 59" })
    }

    @Test func theEmbeddedDocumentExtendsTheJSONOutput() throws {
        let answer = Self.service.layout(LayoutRequest(source: Self.box))
        let result = try #require(answer.result)
        let plainText = LayoutJSON(environment: result.environment, result: result, sourceDiagnostics: []).encoded()
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(plainText.utf8)) as? [String: Any])
        let detailed = try #require(try JSONSerialization.jsonObject(with: Data(answer.document.encoded().utf8)) as? [String: Any])
        #expect(Set(plain.keys).isSubset(of: Set(detailed.keys)))
        let plainNode = try #require((plain["nodes"] as? [[String: Any]])?.first)
        let detailedNode = try #require((detailed["nodes"] as? [[String: Any]])?.first)
        #expect(Set(plainNode.keys).isSubset(of: Set(detailedNode.keys)))
        #expect(plainNode["line"] == nil, "plain --json is unchanged")
        #expect(Set(detailedNode.keys).subtracting(plainNode.keys) == ["line", "column", "why"])
    }

    @Test func thePageIsSelfContainedAndSafe() throws {
        let source = "Text(\"</script><script>alert(1)</script>\")"
        let page = HTMLReport.page(ReportPayload(service: Self.service, request: LayoutRequest(source: source, fileName: "<b>.swift")))
        #expect(page.components(separatedBy: "</script>").count == 3, "only the page's own two scripts end")
        #expect(!page.contains("<b>.swift"), "the file name is escaped")
        for external in ["src=", "href=\"http", "@import", "@font-face"] {
            #expect(!page.contains(external), "\(external)")
        }
        // `url(#clip0)` names a clip path in the page itself; any other url( would load something.
        #expect(page.firstRange(of: /url\((?!#)/) == nil, "no url( but to the page's own clip paths")
        #expect(try Self.embedded(page)["source"] as? String == source)
        // The Text's string is data in the page's picture of every cell (the page escapes it when it draws it).
        let cells = try #require(try Self.embedded(page)["cells"] as? [[String: Any]])
        let texts = cells.compactMap { (($0["scene"] as? [String: Any])?["items"] as? [[Any]])?.compactMap(ReportSceneItem.init).first { $0.kind == "text" } }
        #expect(texts.count == cells.count, "every cell draws the Text")
        // On the default device at the default type size it is one line (narrower windows and AX5 wrap it).
        let initial = try #require(try Self.embedded(page)["initial"] as? Int)
        #expect(texts[initial].values.first as? [String] == ["</script><script>alert(1)</script>"])
    }

    @Test func brokenSourceShowsItsDiagnostic() throws {
        let payload = ReportPayload(service: Self.service, request: LayoutRequest(source: "VStack {\n  Text(\"a\"\n", fileName: "Broken.swift"))
        #expect(!payload.hasLayout)
        #expect(payload.initialErrors.first?.hasPrefix("Broken.swift:2:11: error: expected ')'") == true, "\(payload.initialErrors)")
    }

    @Test func unknownViewsAndDevicesGetANotice() throws {
        var payload = ReportPayload(service: Self.service, request: LayoutRequest(source: Self.box))
        payload.select(view: "bx")
        let data = try Self.embedded(HTMLReport.page(payload))
        #expect(data["notice"] as? String == "There is no view 'bx' in <source>; did you mean 'box'?")
        let unknown = payload.choose(device: "iphone-99", orientation: nil, dynamicType: nil)
        #expect(!unknown)
        let known = payload.choose(device: "ipad-pro-13", orientation: "landscape", dynamicType: "AX5")
        #expect(known)
        let chosen = try Self.embedded(HTMLReport.page(payload))
        let cell = try #require((chosen["cells"] as? [[String: Any]])?[chosen["initial"] as? Int ?? -1])
        #expect(cell["device"] as? String == "ipad-pro-13" && cell["orientation"] as? String == "landscape" && cell["dynamicType"] as? String == "accessibility5")
    }

    @Test func htmlCommandWritesTheSessionsTree() throws {
        var interpreter = PictureTests.interpreter(Self.box)
        let directory = try TestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent("box.html").path
        let output = interpreter.execute(InputEntry(text: ":html \(path) box"))
        #expect(!output.failed, "\(output.rendered())")
        #expect(output.rendered().contains("wrote \(path)"))
        let data = try Self.embedded(try String(contentsOfFile: path, encoding: .utf8))
        #expect(data["view"] as? String == "box")
        #expect((data["source"] as? String)?.contains("frame(width: 100, height: 50)") == true, "the tree printed as source")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["box.html"], "no temporary file left")
        #expect(interpreter.execute(InputEntry(text: ":html \(path) nothing")).failed, "an unknown target is an error")
    }

    /// A report on disk stores its layouts packed (`PackedReportData`): read back, every cell is
    /// the document plain JSON held, except that only the first cell keeps the REPL's `:why` text
    /// (and fractions are kept to a millionth of a point).
    @Test func theStoredLayoutsArePackedAndReadBackWhole() throws {
        let payload = ReportPayload(service: Self.service, request: LayoutRequest(source: Self.box))
        let page = HTMLReport.page(payload)
        #expect(page.contains(#"<script type="application/x-framelab-packed" id="framelab-data">"#))
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(payload.encoded().utf8)) as? [String: Any])
        let packed = try Self.embedded(page)
        let initial = try #require(plain["initial"] as? Int)
        let plainCells = try #require(plain["cells"] as? [[String: Any]])
        let packedCells = try #require(packed["cells"] as? [[String: Any]])
        #expect(packedCells.count == plainCells.count)
        // Fractions kept to a millionth: 20.333333333333332 is stored as 20.333333.
        func rounded(_ value: Any) -> Any {
            switch value {
            case let number as Double where number.isFinite && number != number.rounded(): return (number * 1_000_000).rounded() / 1_000_000
            case let array as [Any]: return array.map(rounded)
            case let object as [String: Any]: return object.mapValues(rounded)
            default: return value
            }
        }
        for (index, (original, stored)) in zip(plainCells, packedCells).enumerated() {
            var expected = try #require(rounded(original) as? [String: Any])
            if index != initial, var layout = expected["layout"] as? [String: Any], let nodes = layout["nodes"] as? [[String: Any]] {
                layout["nodes"] = nodes.map { node -> [String: Any] in
                    var node = node
                    if var why = node["why"] as? [String: Any] { why["text"] = nil; node["why"] = why }
                    return node
                }
                expected["layout"] = layout
            }
            #expect(NSDictionary(dictionary: expected).isEqual(to: stored), "cell \(index)")
        }
        // A served page stays plain JSON: serve replaces its cells one at a time.
        let live = ReportPayload(service: Self.service, request: LayoutRequest(source: Self.box), live: true)
        #expect(HTMLReport.page(live).contains(#"<script type="application/json" id="framelab-data">"#))
    }

    /// Issue 29's settings screen (Tests/Reports/SettingsScreen.swift, 82 views): 159 cells
    /// (26 devices and windows × 2 orientations × 3 type sizes, and the current one) took 27.6 MB
    /// as plain JSON; packed, the page is under 1 MB.
    @Test func theSettingsScreensReportIsUnderAMegabyte() throws {
        let source = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Tests/Reports/SettingsScreen.swift"), encoding: .utf8)
        let payload = ReportPayload(service: Self.service, request: LayoutRequest(source: source, fileName: "SettingsScreen.swift"))
        #expect(payload.hasLayout)
        let page = HTMLReport.page(payload)
        #expect(page.utf8.count < 1_000_000, "\(page.utf8.count) bytes")
        let cells = try #require(try Self.embedded(page)["cells"] as? [[String: Any]])
        #expect(cells.count == payload.cellCount)
        let whys = cells.flatMap { (($0["layout"] as? [String: Any])?["nodes"] as? [[String: Any]]) ?? [] }.compactMap { $0["why"] as? [String: Any] }
        #expect(whys.count > 80 * cells.count, "every view's :why steps in every cell")
        #expect(whys.allSatisfy { ($0["steps"] as? [Any])?.isEmpty == false })
    }

    /// The report's breakpoint strip (issue 30): the file swept across window widths 320…1400 in
    /// steps of 10 on its device. A ViewThatFits of an HStack of two 200-pt views (200 + 8 + 200 =
    /// 408, Apple's ViewThatFits: the first child that fits) shows its VStack up to 400 and its
    /// HStack from 410, the first point of the range at or past 408; the page draws both stretches.
    @Test func theBreakpointStripShowsWhereAViewThatFitsSwitches() throws {
        let source = """
            ViewThatFits(in: .horizontal) {
              HStack { Color.red.frame(width: 200, height: 40); Color.red.frame(width: 200, height: 40) }
              VStack { Color.blue.frame(width: 200, height: 40); Color.blue.frame(width: 200, height: 40) }
            }
            .id("fits")
            """
        let request = LayoutRequest(source: source, fileName: "Fits.swift")
        let strip = try #require(ReportBreakpoints(service: Self.service, request: request))
        #expect(strip.stretches.map(\.from) == [320, 410])
        #expect(strip.stretches.map(\.to) == [400, 1400])
        #expect(strip.stretches.last?.changes.contains { $0.contains("child 2 (VStack) → child 1 (HStack)") } == true, "\(strip.stretches)")
        let page = HTMLReport.page(ReportPayload(service: Self.service, request: request), breakpoints: strip)
        #expect(page.contains(#"id="breakpoints""#))
        #expect(page.contains(#"data-from="320" data-to="400""#) && page.contains(#"data-from="410" data-to="1400""#))
        #expect(page.contains("1 change in kind"))
    }
}

/// One item of a report cell's `scene` as the page reads it (`ReportScene`): `[node, clip, kind, …]`
/// for a mark that fills its node's frame, `[node, clip, x, y, width, height, kind, …]` otherwise.
struct ReportSceneItem {
    var node: Int
    var kind: String
    /// The kind's values after it.
    var values: [Any]

    init?(_ item: [Any]) {
        guard item.count > 2, let node = item[0] as? Int else { return nil }
        let at = item[2] is String ? 2 : 6
        guard item.count > at, let kind = item[at] as? String else { return nil }
        self.node = node
        self.kind = kind
        values = Array(item[(at + 1)...])
    }
}
