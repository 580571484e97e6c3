import Foundation
import Testing

/// `framelab mcp` spoken to over a pipe as an MCP client would: initialize, list the tools, call
/// each with good and bad input. Numbers: a 100×50 frame on iPhone 15 Pro (393×852, safe area
/// top 59, bottom 34; Devices/iphone-15-pro.yaml) is centred in the 393×759 safe area:
/// x = (393 − 100) / 2 = 146.5, y = 59 + (759 − 50) / 2 = 413.5.
@Suite("MCP server", .serialized)
struct MCPServerTests {
    static let box = #"Color.red.frame(width: 100, height: 50).id("box")"#

    static func client() throws -> MCPClient {
        let client = try MCPClient()
        _ = try client.initialize()
        return client
    }

    @Test func initializeNamesTheServerAndOffersTools() throws {
        let client = try MCPClient()
        let response = try client.initialize()
        let result = try #require(response["result"] as? [String: Any])
        let info = try #require(result["serverInfo"] as? [String: Any])
        #expect(info["name"] as? String == "framelab")
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect(capabilities["tools"] != nil)
        #expect((result["instructions"] as? String)?.contains("layout") == true)
        #expect(client.finish() == 0, "the server ends cleanly when the client closes its input")
    }

    @Test func toolsHaveSchemasAndSayWhenToUseThem() throws {
        let client = try Self.client()
        let response = try client.request("tools/list")
        let tools = try #require((response["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        let names = tools.compactMap { $0["name"] as? String }
        #expect(names == ["layout", "render", "why", "matrix", "check", "sweep", "list_devices", "list_containers", "describe_profile"])
        for tool in tools {
            let schema = try #require(tool["inputSchema"] as? [String: Any])
            #expect(schema["type"] as? String == "object", "\(tool["name"] ?? "")")
            let description = tool["description"] as? String ?? ""
            #expect(description.contains("Use it"), "\(tool["name"] ?? "") says when to use it")
        }
        let layout = try #require(tools.first { $0["name"] as? String == "layout" })
        let properties = try #require((layout["inputSchema"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["source", "file", "device", "orientation", "os", "posture", "window", "dynamicType", "direction", "picture", "appearance", "scale"])
        let render = try #require(tools.first { $0["name"] as? String == "render" })
        let renderProperties = try #require((render["inputSchema"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(renderProperties.keys) == ["source", "file", "device", "orientation", "os", "posture", "window", "dynamicType", "direction", "appearance", "scale"])
        let why = try #require(tools.first { $0["name"] as? String == "why" })
        #expect((why["inputSchema"] as? [String: Any])?["required"] as? [String] == ["view"])
    }

    @Test func renderAnswersAPNGImage() throws {
        let client = try Self.client()
        let result = try client.call("render", ["source": Self.box, "device": "iphone-15-pro", "scale": 1, "appearance": "dark"])
        #expect(!result.isError, "\(result.text)")
        let images = (result.raw["content"] as? [[String: Any]] ?? []).filter { $0["type"] as? String == "image" }
        #expect(images.count == 1)
        #expect(images.first?["mimeType"] as? String == "image/png")
        let data = try #require((images.first?["data"] as? String).flatMap { Data(base64Encoded: $0) })
        let bytes = [UInt8](data)
        // iPhone 15 Pro: 393 × 852 points at 1 pixel a point; IHDR's width and height at bytes 16 and 20.
        #expect(bytes[16..<20].reduce(0) { $0 << 8 | Int($1) } == 393 && bytes[20..<24].reduce(0) { $0 << 8 | Int($1) } == 852)
        #expect(result.text.contains("393×852 px (dark)"), "\(result.text)")
        let bad = try client.call("render", ["source": Self.box, "scale": 0])
        #expect(bad.isError && bad.text.contains("the scale is a number from 0.1 to 16"), "\(bad.text)")
    }

    @Test func layoutReturnsTheJSONDocument() throws {
        let client = try Self.client()
        let result = try client.call("layout", ["source": Self.box, "device": "iphone-15-pro"])
        #expect(!result.isError, "\(result.text)")
        let nodes = try #require(result.structured["nodes"] as? [[String: Any]])
        let frame = try #require(nodes.first?["frame"] as? [String: Double])
        #expect(frame == ["x": 146.5, "y": 413.5, "width": 100, "height": 50])
        #expect(nodes.first?["name"] as? String == "box")
        #expect((nodes.first?["why"] as? [String: Any])?["rule"] as? String == "fixed frame")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any], "the text is the same document")
        #expect((json["device"] as? [String: Any])?["id"] as? String == "iphone-15-pro")
    }

    @Test func layoutTakesTheEnvironmentArguments() throws {
        let client = try Self.client()
        let result = try client.call("layout", [
            "source": Self.box, "orientation": "landscape", "dynamicType": "AX3", "direction": "rtl",
        ])
        #expect(!result.isError, "\(result.text)")
        let device = try #require(result.structured["device"] as? [String: Any])
        #expect(device["orientation"] as? String == "landscape")
        #expect(device["window"] as? [String: Double] == ["width": 852, "height": 393], "iPhone 15 Pro turned: 852×393")
        #expect(device["dynamicType"] as? String == "accessibility3")
        #expect(device["direction"] as? String == "rightToLeft")
        let window = try client.call("layout", ["source": Self.box, "window": "300x200"])
        let frame = try #require((window.structured["nodes"] as? [[String: Any]])?.first?["frame"] as? [String: Double])
        #expect(frame == ["x": 100, "y": 75, "width": 100, "height": 50], "(300 − 100) / 2 = 100, (200 − 50) / 2 = 75")
    }

    /// The layout tool makes eval's choice for a source whose views are all inside `#if os(macOS)`
    /// (issue 26): given no device it lays them out on mac-window (Devices/mac-window.yaml, 800×600,
    /// no safe area) and says so; a 120×40 frame is centred at ((800 − 120) / 2, (600 − 40) / 2) =
    /// (340, 280). Given a device, the error suggesting `--device mac-window` stays, as in eval.
    @Test func layoutChoosesTheMacForAMacOnlySourceAsEvalDoes() throws {
        let source = "#if os(macOS)\nstruct SidebarCard: View {\n    var body: some View { Text(\"Library\").frame(width: 120, height: 40).id(\"card\") }\n}\n#endif\n"
        let client = try Self.client()
        let result = try client.call("layout", ["source": source])
        #expect(!result.isError, "\(result.text)")
        #expect((result.structured["device"] as? [String: Any])?["id"] as? String == "mac-window")
        let card = (result.structured["nodes"] as? [[String: Any]])?.first { $0["name"] as? String == "card" }
        #expect(card?["frame"] as? [String: Double] == ["x": 340, "y": 280, "width": 120, "height": 40])
        let traits = (result.structured["source"] as? [String: Any])?["traits"] as? [String] ?? []
        #expect(traits.contains { $0.hasPrefix("laid out on mac-window: every view") && $0.contains("#if os(macOS)") }, "\(traits)")
        let phone = try client.call("layout", ["source": source, "device": "iphone-15-pro"])
        #expect(phone.isError && phone.text.contains("--device mac-window"), "\(phone.text)")
    }

    @Test func layoutReadsAFile() throws {
        let directory = try ServerTestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("Box.swift")
        try "struct Box: View {\n    var body: some View { \(Self.box) }\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let client = try Self.client()
        let result = try client.call("layout", ["file": file.path])
        #expect(!result.isError, "\(result.text)")
        let node = (result.structured["nodes"] as? [[String: Any]])?.first { $0["name"] as? String == "box" }
        #expect(node?["line"] as? Int == 2, "the node's source line")
        let missing = try client.call("layout", ["file": directory.appendingPathComponent("None.swift").path])
        #expect(missing.isError && missing.text.contains("argument 'file'"), "\(missing.text)")
    }

    /// The checker's findings: a borderless Button hugs its body-text label, one body line
    /// (ceil(17 × 2444/2048 × 3) / 3 = 20.333) tall, under Apple's 44×44 minimum hit target.
    @Test func checkReportsFindingsWithTheirPositions() throws {
        let client = try Self.client()
        let result = try client.call("check", ["source": "VStack {\n  Button(\"Save\") {}\n}", "matrix": "iphone-15-pro,portrait,large"])
        #expect(!result.isError, "\(result.text)")
        #expect(result.text.contains("<source>:2:3: warning: [small-tap-target]"), "\(result.text)")
        let findings = try #require(result.structured["findings"] as? [[String: Any]])
        #expect(findings.first?["check"] as? String == "small-tap-target")
        #expect(findings.first?["line"] as? Int == 2)
        let clean = try client.call("check", ["source": "Rectangle().frame(width: 100, height: 100)", "matrix": "iphone-15-pro,portrait,large"])
        #expect(!clean.isError && clean.text == "no findings\n", "\(clean.text)")
        let broken = try client.call("check", ["source": "VStack {", "matrix": "iphone-15-pro"])
        #expect(broken.isError && broken.text.contains("<source>:1:"), "\(broken.text)")
        let badAxes = try client.call("check", ["source": "Rectangle()", "matrix": "iphone-99"])
        #expect(badAxes.isError && badAxes.text.contains("--matrix"), "\(badAxes.text)")
    }

    @Test func unparsableSourceIsAToolErrorWithItsPosition() throws {
        let client = try Self.client()
        let result = try client.call("layout", ["source": "VStack {\n  Text(\"a\"\n"])
        #expect(result.isError)
        #expect(result.text.contains("<source>:2:11: error: expected ')'"), "\(result.text)")
        let diagnostics = try #require(result.structured["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["line"] as? Int == 2 && $0["column"] as? Int == 11 })
        let why = try client.call("why", ["source": "Text(", "view": "#0"])
        #expect(why.isError && why.text.contains("<source>:1:"), "\(why.text)")
    }

    @Test func missingOrWrongTypedArgumentsAreNamed() throws {
        let client = try Self.client()
        let cases: [(tool: String, arguments: [String: Any], message: String)] = [
            ("layout", [:], "missing required argument 'source'"),
            ("layout", ["source": Self.box, "device": 3], "argument 'device' must be a string, not a number"),
            ("layout", ["source": Self.box, "orientation": "sideways"], "argument 'orientation' must be 'portrait' or 'landscape'"),
            ("layout", ["source": Self.box, "dynamicType": "huge"], "argument 'dynamicType' must be a Dynamic Type size"),
            ("layout", ["source": Self.box, "direction": true], "argument 'direction' must be a string, not a boolean"),
            ("layout", ["source": Self.box, "os": "ios99"], "argument 'os' must be an OS generation"),
            ("layout", ["source": Self.box, "file": "/x.swift"], "give 'source' or 'file', not both"),
            ("layout", ["source": Self.box, "devise": "iphone-15"], "unknown argument 'devise'; did you mean 'device'?"),
            ("why", ["source": Self.box], "missing required argument 'view'"),
            ("why", ["source": Self.box, "view": ["box"]], "argument 'view' must be a string, not an array"),
            ("why", ["source": Self.box, "view": "bx"], "argument 'view':"),
            ("matrix", ["source": Self.box, "view": 0], "argument 'view' must be a string, not a number"),
            ("describe_profile", [:], "missing required argument 'id'"),
            ("describe_profile", ["id": "iphone-15-prro"], "argument 'id':"),
            ("list_devices", ["all": true], "unknown argument 'all'"),
            ("layuot", [:], "unknown tool 'layuot'; did you mean 'layout'?"),
        ]
        for (tool, arguments, message) in cases {
            let result = try client.call(tool, arguments)
            #expect(result.isError, "\(tool) \(arguments)")
            #expect(result.text.contains(message), "\(tool) \(arguments): \(result.text)")
        }
        let unknownDevice = try client.call("layout", ["source": Self.box, "device": "iphone-15-prro"])
        #expect(unknownDevice.isError && unknownDevice.text.contains("did you mean 'iphone-15-pro'"), "\(unknownDevice.text)")
        #expect(client.process.isRunning, "the server is still running after every bad call")
        #expect(!(try client.call("layout", ["source": Self.box])).isError)
    }

    @Test func garbageOnTheWireDoesNotStopTheServer() throws {
        let client = try Self.client()
        client.sendLine("{not json")
        client.sendLine(#"{"jsonrpc":"2.0","id":99,"method":"tools/call","params":{"name":"layout","arguments":"box"}}"#)
        let result = try client.call("layout", ["source": Self.box])
        #expect(!result.isError, "\(result.text)")
        #expect(client.process.isRunning)
    }

    /// One 4 MB message (the box's layout padded with an unknown parameter): the SDK's stdio
    /// transport searched its whole buffer after every 4 KB read, so this took 45 s in a debug
    /// build; the server's own transport searches each byte once (0.25 s). Not a timing: the
    /// 10-second bound is the hostile catalogue's limit for a hang.
    @Test func aFourMegabyteMessageIsAnswered() throws {
        let client = try Self.client()
        let started = Date()
        defer { #expect(Date().timeIntervalSince(started) < 10, "a 4 MB message hangs the server") }
        let padding = String(repeating: "x", count: 4 << 20)
        let message = #"{"jsonrpc":"2.0","id":77,"method":"tools/call","params":{"name":"layout","arguments":{"source":"Color.red.frame(width: 100, height: 50).id(\"box\")"},"padding":"\#(padding)"}}"#
        client.sendLine(message)
        var response: [String: Any] = [:]
        while response["id"] as? Int != 77 { response = try client.readMessage() }
        let result = try #require(response["result"] as? [String: Any])
        let nodes = try #require((result["structuredContent"] as? [String: Any])?["nodes"] as? [[String: Any]])
        #expect(nodes.first?["frame"] as? [String: Double] == ["x": 146.5, "y": 413.5, "width": 100, "height": 50])
    }

    @Test func whyExplainsWithTextAndSteps() throws {
        let client = try Self.client()
        let source = #"ScrollView(.horizontal) { Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 12).id("card") }"#
        let result = try client.call("why", ["source": source, "view": "card"])
        #expect(!result.isError, "\(result.text)")
        #expect(result.text.hasPrefix(#"#1 containerRelativeFrame "card""#), "\(result.text)")
        #expect(result.text.contains("(393 − 12 × 1) / 2 × 1 + 12 × 0 = 190.5"), "the formula with the numbers: \(result.text)")
        let steps = try #require(result.structured["steps"] as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String } .prefix(3) == ["proposal", "answer", "frame"])
        #expect(steps.contains { $0["kind"] as? String == "search" }, "the container search is a step")
        #expect((result.structured["answer"] as? [String: Double])?["width"] == 190.5)
    }

    /// `sweep`: an adaptive grid in an iOS 27 iPhone window gains a column at 424 ((424 + 8) / (100 + 8)
    /// = 4, objc.io's adaptive rule), and bad ranges are tool errors naming what is allowed.
    @Test func sweepReportsWhereTheLayoutChangesInKind() throws {
        let client = try Self.client()
        let grid = #"LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { Color.red.frame(height: 50) }.id("grid")"#
        let result = try client.call("sweep", ["source": grid, "device": "iphone-17-pro", "os": "ios27", "sweep": "width=400...440"])
        #expect(!result.isError, "\(result.text)")
        let segments = try #require(result.structured["segments"] as? [[String: Any]])
        #expect(segments.map { $0["from"] as? String } == ["400", "424"], "\(result.text)")
        #expect(result.text.contains("#0 LazyVGrid \"grid\" columns 3 → 4"), "\(result.text)")
        let reversed = try client.call("sweep", ["source": grid, "sweep": "width=440...400"])
        #expect(reversed.isError && reversed.text.contains("is reversed"), "\(reversed.text)")
        let folding = try client.call("sweep", ["source": grid, "device": "iphone-duo", "posture": "open", "sweep": "posture=all"])
        #expect(!folding.isError && folding.text.contains("compact → regular"), "\(folding.text)")
    }

    @Test func matrixHasARowPerDeviceAndOrientation() throws {
        let client = try Self.client()
        let devices = try client.call("list_devices", [:])
        let entries = try #require(devices.structured["devices"] as? [[String: Any]])
        // One row per orientation, and per posture of a foldable (iphone-duo: folded and open).
        let places = entries.reduce(0) { $0 + (($1["orientations"] as? [String])?.count ?? 0) * max(1, ($1["postures"] as? [String])?.count ?? 0) }
        let result = try client.call("matrix", ["source": Self.box, "view": "box"])
        #expect(!result.isError, "\(result.text)")
        let rows = try #require(result.structured["rows"] as? [[String: Any]])
        #expect(rows.count == places)
        #expect(rows.allSatisfy { ($0["frame"] as? [String: Double])?["width"] == 100 }, "a fixed frame is 100 wide everywhere")
        #expect(result.text.contains("the same size in all \(places) layouts"))
    }

    /// The profiles are read once per server process and again when a file changes: a device
    /// added between two calls is listed by the second (iPhone 15 Pro's file with another id, so
    /// its screen is 393×852), and a broken edit keeps it and is named, with its file, in each answer.
    @Test func aProfileAddedBetweenCallsIsPickedUp() throws {
        let directory = try ServerTestSupport.temporaryDirectory()
        let client = try MCPClient(arguments: ["mcp", "--profiles", directory.path])
        _ = try client.initialize()
        func phone() throws -> [String: Any]? {
            try (client.call("list_devices", [:]).structured["devices"] as? [[String: Any]])?.first { $0["id"] as? String == "my-phone" }
        }
        #expect(try phone() == nil)
        let shipped = ServerTestSupport.packageRoot.appendingPathComponent("Devices/iphone-15-pro.yaml")
        let text = try String(contentsOf: shipped, encoding: .utf8).replacingOccurrences(of: "id: iphone-15-pro", with: "id: my-phone")
        let file = directory.appendingPathComponent("my-phone.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(try phone()?["screen"] as? [String: Double] == ["width": 393, "height": 852])
        try "id: my-phone\nscreen: {width: [oops\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try phone()?["screen"] as? [String: Double] == ["width": 393, "height": 852])
        let warned = try client.call("list_containers", [:])
        #expect(warned.text.contains("the last good profiles are used") && warned.text.contains("my-phone.yaml:"), "\(warned.text)")
    }

    @Test func profilesAreListedAndDescribed() throws {
        let client = try Self.client()
        let devices = try client.call("list_devices", [:])
        let iphone = (devices.structured["devices"] as? [[String: Any]])?.first { $0["id"] as? String == "iphone-15-pro" }
        #expect(iphone?["screen"] as? [String: Double] == ["width": 393, "height": 852])
        #expect(iphone?["orientations"] as? [String] == ["portrait", "landscape"])
        let containers = try client.call("list_containers", [:])
        let scrollView = (containers.structured["containers"] as? [[String: Any]])?.first { ($0["views"] as? [String])?.contains("ScrollView") == true }
        #expect(scrollView?["measuredByContainerRelativeFrame"] as? Bool == true)
        let profile = try client.call("describe_profile", ["id": "iphone-15-pro"])
        #expect(!profile.isError && profile.text.contains("iphone-15-pro.yaml"), "\(profile.text)")
    }
}
