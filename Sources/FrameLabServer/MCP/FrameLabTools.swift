import Foundation
import FrameLabApplication
import LayoutCore
import MCP
import Profiles

/// The tools `framelab mcp` offers: their JSON Schemas, the descriptions that tell an assistant
/// when to use each, and what each call answers. Every problem becomes a tool error with a
/// message (source errors with `file:line:col`), never a thrown error.
public struct FrameLabTools: Sendable {
    public var options: SessionOptions
    private let services = SharedLayoutService()

    public init(options: SessionOptions) { self.options = options }

    // MARK: Schemas

    private static let sourceProperties: [String: Value] = [
        "source": .object(["type": "string", "description": "SwiftUI source: a view expression, or a file's text with View structs and previews."]),
        "file": .object(["type": "string", "description": "Path to a .swift file to read instead of 'source'."]),
        "device": .object(["type": "string", "description": "Device profile id (list_devices), e.g. iphone-16-pro. Default \(ProfileRegistry.defaultDeviceID)."]),
        "orientation": .object(["type": "string", "enum": ["portrait", "landscape"], "description": "Device orientation. Default portrait."]),
        "window": .object(["type": "string", "description": "A plain window WIDTHxHEIGHT (no safe area, no bars), or a named window of the device (split-1/2, slide-over)."]),
        "os": .object(["type": "string", "description": "OS generation whose figures apply: ios17, ios18, ios26, ios27 (ipados27 on an iPad), macos14, macos15, macos26, macos27, … Default: the device's newest."]),
        "posture": .object(["type": "string", "description": "A foldable's posture (iphone-duo): folded (the outer display) or open (the inner display). Default: the device's default posture; an error on a device that does not fold."]),
        "dynamicType": .object(["type": "string", "description": "Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5."]),
        "direction": .object(["type": "string", "enum": ["leftToRight", "rightToLeft", "ltr", "rtl"], "description": "Layout direction. Default leftToRight."]),
    ]
    private static let sourceNames = Array(sourceProperties.keys)

    private static func schema(_ extra: [String: Value] = [:], required: [String] = [], withSource: Bool = true) -> Value {
        var properties = withSource ? sourceProperties : [:]
        properties.merge(extra) { $1 }
        return .object(["type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) })])
    }

    private static let pictureProperties: [String: Value] = [
        "appearance": .object(["type": "string", "enum": ["light", "dark"], "description": "Draw the light (default) or dark appearance."]),
        "scale": .object(["type": "number", "minimum": 0.1, "maximum": 16, "description": "Pixels per point of the PNG. Default 2."]),
    ]
    private static let pictureNames = Array(pictureProperties.keys)

    private static let viewProperty: [String: Value] = [
        "view": .object(["type": "string", "description": "The view: its .id(\"name\") name, #N (pre-order index from layout), or a type name such as Text."]),
    ]

    public static let tools: [Tool] = [
        Tool(
            name: "layout",
            description: """
                Lay out SwiftUI source as SwiftUI would on an iPhone, iPad or Mac (without Xcode) and return every view's \
                frame in points as JSON: device (window, safe area), nodes (id, parent, type, name, frame, source line, \
                container for containerRelativeFrame, and the :why explanation), diagnostics. Use it to check what size and \
                position views get, before or after editing SwiftUI code, on a given device, orientation, OS generation, \
                Dynamic Type size or layout direction. Source errors come back as a tool error with line and column.
                """,
            inputSchema: schema(pictureProperties.merging(["picture": .object(["type": "boolean", "description": "Also return the screen as a PNG image (as the render tool draws it). Default false."])]) { $1 }),
            annotations: .init(title: "Lay out SwiftUI", readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: "render",
            description: """
                Draw SwiftUI source as the screen would look and return it as a PNG image: each Text as its string in its \
                measured lines, size and weight, colours and shapes filled, lists with their backgrounds and section cards, \
                controls as a likeness (a switch, a slider, a bordered button), SF Symbols and images as labelled boxes, \
                scrolled content clipped to its scroll view and the screen; light or dark. The frames are FrameLab's (the \
                layout tool gives them as numbers). Use it to see a screen before or after editing SwiftUI code, on a given \
                device, orientation, OS generation, Dynamic Type size or layout direction.
                """,
            inputSchema: schema(pictureProperties), annotations: .init(title: "Draw SwiftUI", readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: "why",
            description: """
                Explain why one view got its size and position: who proposed what, what it answered and by which layout \
                rule, with the numbers; for containerRelativeFrame, which container it measured, what was subtracted \
                (safe area, bars) with the profile line, and the formula. Use it when a view's size is surprising or to \
                understand containerRelativeFrame. Name the view by its .id, #N from layout, or type.
                """,
            inputSchema: schema(viewProperty, required: ["view"]), annotations: .init(title: "Explain a view's size", readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: "matrix",
            description: """
                Lay the source out on every device and orientation FrameLab knows and return one view's frame on each, \
                with the container its containerRelativeFrame measured and notes (reaching past the screen edge, layout \
                warnings). Use it to find on which devices a layout breaks, or whether a size adapts across iPhone, iPad and Mac.
                """,
            inputSchema: schema(viewProperty, required: ["view"]), annotations: .init(title: "One view on every device", readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: "check",
            description: """
                Review SwiftUI source the way `framelab check` does: lay it out on many devices, orientations and Dynamic \
                Type sizes (default: every phone and pad, both orientations, large and AX3) and report what a reviewer \
                would flag, each with the view, its line and column, where it happens and why: text truncated, views \
                outside the window or their scroll view, controls smaller than the 44×44 hit target, containerRelativeFrame \
                on a scroll view's non-scrolling axis, contradictory frames, content laid out with no size, structure chosen \
                by a size class the width contradicts (iOS 27 iPhone windows stay compact). Use it after \
                writing or changing a screen to catch layouts that break on some device or text size.
                """,
            inputSchema: .object([
                "type": "object",
                "properties": .object([
                    "source": .object(["type": "string", "description": "SwiftUI source: a view expression, or a file's text with View structs and previews."]),
                    "file": .object(["type": "string", "description": "Path to a .swift file to check instead of 'source'."]),
                    "matrix": .object(["type": "string", "description": "The axes, as framelab check --matrix: comma-separated device ids (or phones, pads, all), orientations, Dynamic Type sizes, OS generations (ios27), windows (900x600) and postures (folded, open), e.g. 'iphone-se-3,ipad-pro-13,portrait,large,AX3' or 'iphone-17-pro,ios27,900x600'. Default: every phone and pad, both orientations, large and AX3."]),
                ]),
                "required": .array([]),
            ]),
            annotations: .init(title: "Check a layout", readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: "sweep",
            description: """
                Find a layout's breakpoints: lay the source out across a range (window widths, heights, Dynamic Type sizes \
                or a foldable's postures) and return each point where the layout changes in kind, not only in size: the \
                child a ViewThatFits shows, a size-class branch, the container a containerRelativeFrame measures, a Text's \
                line count or truncation, a lazy grid's column count, a check finding appearing. Each stretch of the range \
                comes with its first and last point. Use it to find the width at which a layout switches, e.g. \
                sweep 'width=320...1400' on an iOS 27 iPhone window.
                """,
            inputSchema: schema(["sweep": .object(["type": "string", "description": "AXIS=RANGE: width=320...1400, height=600...1000/10 (step 10), dynamic-type=xSmall...AX5, posture=folded,open or posture=all. At most 10000 steps."])], required: ["sweep"]),
            annotations: .init(title: "Find breakpoints", readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: "list_devices",
            description: """
                List the device profiles (id, name, idiom, screen size, scale, orientations, windows, file). Use it to \
                pick a 'device' for the other tools.
                """,
            inputSchema: schema(withSource: false), annotations: .init(title: "List devices", readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: "list_containers",
            description: """
                List the container kinds FrameLab knows (id, the SwiftUI view names they answer to, whether \
                containerRelativeFrame measures them, file). Use it to learn which views count as a container for \
                containerRelativeFrame.
                """,
            inputSchema: schema(withSource: false), annotations: .init(title: "List containers", readOnlyHint: true, openWorldHint: false)),
        Tool(
            name: "describe_profile",
            description: """
                Show one device or container profile: what it is, the figures it holds with their sources, the file it \
                came from and the file's text. Use it to see where a safe-area inset, bar height or container rule comes from.
                """,
            inputSchema: schema(["id": .object(["type": "string", "description": "A device or container profile id (list_devices, list_containers)."])], required: ["id"], withSource: false),
            annotations: .init(title: "Describe a profile", readOnlyHint: true, openWorldHint: false)),
    ]

    // MARK: Calls

    /// Answers one call; every failure is a tool error. While an edited profile has errors, the
    /// answer (from the last good profiles) ends with them.
    public func call(_ name: String, arguments: [String: Value]?) -> CallTool.Result {
        let result = answer(name, arguments: arguments)
        let profileErrors = services.profileErrors
        guard !profileErrors.isEmpty else { return result }
        let warning = (["warning: the profiles have errors; the last good profiles are used:"] + profileErrors.map { "  " + $0 }).joined(separator: "\n")
        return CallTool.Result(content: result.content + [Self.text(warning)], structuredContent: result.structuredContent, isError: result.isError, _meta: result._meta)
    }

    private func answer(_ name: String, arguments: [String: Value]?) -> CallTool.Result {
        let arguments = ToolArguments(arguments)
        do throws(ToolError) {
            switch name {
            case "layout":
                try arguments.rejectUnknown(known: Self.sourceNames + Self.pictureNames + ["picture"])
                return try layout(arguments)
            case "render":
                try arguments.rejectUnknown(known: Self.sourceNames + Self.pictureNames)
                return try render(arguments)
            case "why":
                try arguments.rejectUnknown(known: Self.sourceNames + ["view"])
                return try why(arguments)
            case "matrix":
                try arguments.rejectUnknown(known: Self.sourceNames + ["view"])
                return try matrix(arguments)
            case "sweep":
                try arguments.rejectUnknown(known: Self.sourceNames + ["sweep"])
                return try sweep(arguments)
            case "check":
                try arguments.rejectUnknown(known: ["source", "file", "matrix"])
                return try check(arguments)
            case "list_devices":
                try arguments.rejectUnknown(known: [])
                return try listDevices()
            case "list_containers":
                try arguments.rejectUnknown(known: [])
                return try listContainers()
            case "describe_profile":
                try arguments.rejectUnknown(known: ["id"])
                return try describeProfile(arguments.requiredString("id"))
            default:
                var message = "unknown tool '\(name)'"
                message += NameSuggestion.hint(for: name, in: Self.tools.map(\.name))
                throw ToolError(message)
            }
        } catch {
            return CallTool.Result(content: [Self.text(error.message)], isError: true)
        }
    }

    private var service: LayoutService { services.service(for: options) }

    private func layout(_ arguments: ToolArguments) throws(ToolError) -> CallTool.Result {
        let answer = service.layout(try arguments.request())
        let json = answer.document.encoded()
        if !answer.succeeded {
            return CallTool.Result(content: [Self.text(answer.errors.joined(separator: "\n")), Self.text(json)], structuredContent: Self.value(json), isError: true)
        }
        var content = [Self.text(json)]
        if try arguments.bool("picture") ?? false { content += try pictureContent(answer, arguments).content }
        return CallTool.Result(content: content, structuredContent: Self.value(json), isError: false)
    }

    private func render(_ arguments: ToolArguments) throws(ToolError) -> CallTool.Result {
        let answer = service.layout(try arguments.request())
        guard answer.succeeded else { throw ToolError(answer.errors.joined(separator: "\n")) }
        let picture = try pictureContent(answer, arguments)
        let title = answer.result.map { $0.environment.description.title } ?? "layout"
        let summary = ["\(title): \(picture.size) (\(picture.appearance))"] + picture.warnings
        return CallTool.Result(content: picture.content + [Self.text(summary.joined(separator: "\n"))], isError: false)
    }

    /// The PNG as image content, with the arguments' appearance and scale.
    private func pictureContent(_ answer: LayoutAnswer, _ arguments: ToolArguments) throws(ToolError) -> (content: [Tool.Content], size: String, appearance: String, warnings: [String]) {
        let appearance = try arguments.string("appearance") ?? "light"
        let scale = try arguments.number("scale") ?? 2
        do {
            let picture = try service.picture(of: answer, appearance: appearance, scale: scale)
            let image = Tool.Content.image(data: Data(picture.png).base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil)
            return ([image], "\(picture.width)×\(picture.height) px", appearance, picture.warnings)
        } catch {
            throw ToolError(error.message)
        }
    }

    private func why(_ arguments: ToolArguments) throws(ToolError) -> CallTool.Result {
        let view = try arguments.requiredString("view")
        let service = self.service
        let answer = service.layout(try arguments.request())
        guard answer.succeeded else { throw ToolError(answer.errors.joined(separator: "\n")) }
        do {
            let why = try service.why(view, in: answer)
            let json = Self.encoded(why)
            return CallTool.Result(content: [Self.text(why.text)], structuredContent: Self.value(json), isError: false)
        } catch {
            throw ToolError("argument 'view': \(error.message)")
        }
    }

    /// The request the arguments describe, once its source has laid out (else its errors).
    private func laidOutRequest(_ arguments: ToolArguments) throws(ToolError) -> LayoutRequest {
        let request = try arguments.request()
        let answer = service.layout(request)
        guard answer.succeeded else { throw ToolError(answer.errors.joined(separator: "\n")) }
        return request
    }

    private func matrix(_ arguments: ToolArguments) throws(ToolError) -> CallTool.Result {
        try laidOut(arguments, naming: "view") { [service] view, request throws(CommandError) in
            let matrix = try service.matrix(view, request: request)
            return (matrix.text, Self.encoded(matrix))
        }
    }

    private func sweep(_ arguments: ToolArguments) throws(ToolError) -> CallTool.Result {
        try laidOut(arguments, naming: "sweep") { [service] range, request throws(CommandError) in
            try service.sweep(range, request: request)
        }
    }

    /// A tool that lays the source out and then asks `answer` about the required string argument
    /// `name` (the view of `matrix`, the range of `sweep`): its text and its JSON. A failure to
    /// answer names the argument.
    private func laidOut(
        _ arguments: ToolArguments, naming name: String,
        _ answer: (String, LayoutRequest) throws(CommandError) -> (text: String, json: String)
    ) throws(ToolError) -> CallTool.Result {
        let value = try arguments.requiredString(name)
        let request = try laidOutRequest(arguments)
        do {
            let (text, json) = try answer(value, request)
            return CallTool.Result(content: [Self.text(text)], structuredContent: Self.value(json), isError: false)
        } catch {
            throw ToolError("argument '\(name)': \(error.message)")
        }
    }

    private func check(_ arguments: ToolArguments) throws(ToolError) -> CallTool.Result {
        let (text, fileName) = try arguments.source()
        let matrix = try arguments.string("matrix")
        var path = fileName
        var scratch: URL?
        if try arguments.string("source") != nil {
            // Source text is checked from a file of its own, as framelab check reads files.
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-mcp-\(UUID().uuidString)")
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                path = directory.appendingPathComponent("Source.swift").path
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw ToolError("cannot write the source to a temporary file: \(error.localizedDescription)")
            }
            scratch = directory
        }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let report = CheckRunner.report(paths: [path], matrix: matrix, options: options)
        let shown = { (value: String) in scratch == nil ? value : value.replacingOccurrences(of: path, with: "<source>") }
        if !report.errors.isEmpty { throw ToolError(shown(report.errors.joined(separator: "\n"))) }
        let summary = report.findings == 0 ? "no findings\n" : shown(report.text)
        return CallTool.Result(content: [Self.text(summary)], structuredContent: Self.value(shown(report.json)), isError: false)
    }

    private struct DeviceEntry: Encodable {
        var id: String
        var name: String
        var idiom: String
        var screen: [String: Double]
        var scale: Double?
        var orientations: [String]
        var windows: [String]
        var file: String?
        /// A foldable's postures (`folded`, `open`); absent otherwise.
        var postures: [String]?
        /// The OS generations the device runs.
        var os: [String]
    }

    private func listDevices() throws(ToolError) -> CallTool.Result {
        let registry = service.registry
        let devices = registry.deviceIDs.compactMap { registry.devices[$0] }.map {
            DeviceEntry(
                id: $0.id, name: $0.displayName, idiom: $0.idiom.rawValue, screen: ["width": $0.screen.width, "height": $0.screen.height],
                scale: $0.scale, orientations: $0.orientations.map(\.rawValue), windows: $0.windowNames, file: $0.origin?.file,
                postures: $0.postureNames.isEmpty ? nil : $0.postureNames, os: $0.osVersions.map(\.id))
        }
        let text = devices.map { "\($0.id)  \($0.name)  \($0.idiom)  \(Self.number($0.screen["width"]!))x\(Self.number($0.screen["height"]!))  \($0.orientations.joined(separator: ", "))" + ($0.postures.map { "  postures: \($0.joined(separator: ", "))" } ?? "") }
            .joined(separator: "\n")
        return CallTool.Result(content: [Self.text(text)], structuredContent: Self.value(Self.encoded(["devices": devices])), isError: false)
    }

    private struct ContainerEntry: Encodable {
        var id: String
        var views: [String]
        var summary: String
        var measuredByContainerRelativeFrame: Bool
        var file: String?
    }

    private func listContainers() throws(ToolError) -> CallTool.Result {
        let kinds = service.registry.containerKinds.values.sorted { $0.id < $1.id }.map {
            ContainerEntry(id: $0.id, views: $0.viewNames, summary: $0.summary, measuredByContainerRelativeFrame: $0.providesContainerSize, file: $0.origin?.file)
        }
        let text = kinds.map { "\($0.id)  \($0.views.joined(separator: ", "))  measured: \($0.measuredByContainerRelativeFrame ? "yes" : "no")" }
            .joined(separator: "\n")
        return CallTool.Result(content: [Self.text(text)], structuredContent: Self.value(Self.encoded(["containers": kinds])), isError: false)
    }

    private func describeProfile(_ id: String) throws(ToolError) -> CallTool.Result {
        do {
            let text = try ProfileReport.show(id, in: service.registry, style: OutputStyle(colored: false))
            return CallTool.Result(content: [Self.text(text)], isError: false)
        } catch {
            throw ToolError("argument 'id': \(error.message)")
        }
    }

    // MARK: Encoding

    private static func text(_ text: String) -> Tool.Content { .text(text: text, annotations: nil, _meta: nil) }

    private static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func value(_ json: String) -> Value? {
        try? JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
