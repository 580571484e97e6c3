import Foundation
import FrameLabApplication
import LayoutCore
import MCP
import Profiles

/// A tool call's arguments, read with the checks its JSON Schema states, so a missing or
/// wrong-typed argument becomes a tool error naming it.
struct ToolArguments {
    var values: [String: Value]

    init(_ values: [String: Value]?) { self.values = values ?? [:] }

    func string(_ name: String) throws(ToolError) -> String? {
        guard let value = values[name], value != .null else { return nil }
        guard let text = value.stringValue else {
            throw ToolError("argument '\(name)' must be a string, not \(Self.typeName(value))")
        }
        return text
    }

    func number(_ name: String) throws(ToolError) -> Double? {
        guard let value = values[name], value != .null else { return nil }
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: throw ToolError("argument '\(name)' must be a number, not \(Self.typeName(value))")
        }
    }

    func bool(_ name: String) throws(ToolError) -> Bool? {
        guard let value = values[name], value != .null else { return nil }
        guard case .bool(let flag) = value else { throw ToolError("argument '\(name)' must be a boolean, not \(Self.typeName(value))") }
        return flag
    }

    func requiredString(_ name: String) throws(ToolError) -> String {
        guard let text = try string(name) else { throw ToolError("missing required argument '\(name)'") }
        return text
    }

    /// Arguments the tool does not know, named with the closest known one.
    func rejectUnknown(known: [String]) throws(ToolError) {
        for name in values.keys.sorted() where !known.contains(name) {
            var message = "unknown argument '\(name)'"
            message += NameSuggestion.hint(for: name, in: known)
            throw ToolError(message)
        }
    }

    /// The source to lay out: `source`, or the text of the file `file` names (exactly one).
    func source() throws(ToolError) -> (text: String, fileName: String) {
        let source = try string("source")
        let file = try string("file")
        switch (source, file) {
        case (let text?, nil): return (text, "<source>")
        case (nil, let path?):
            do {
                return (try TextFile.read(path), path)
            } catch {
                throw ToolError("argument 'file': \(error.message)")
            }
        case (nil, nil): throw ToolError("missing required argument 'source' (SwiftUI source text) or 'file' (a path to a .swift file)")
        case (_?, _?): throw ToolError("give 'source' or 'file', not both")
        }
    }

    /// The layout request these arguments describe.
    func request() throws(ToolError) -> LayoutRequest {
        let (text, fileName) = try source()
        var request = LayoutRequest(source: text, fileName: fileName)
        if let device = try string("device") { request.selection.deviceID = device } else { request.deviceUnchosen = true }
        if let orientation = try string("orientation") {
            guard let value = Orientation(rawValue: orientation.lowercased()) else {
                throw ToolError("argument 'orientation' must be 'portrait' or 'landscape', not '\(orientation)'")
            }
            request.selection.orientation = value
        }
        if let window = try string("window") {
            if let selection = WindowSize.selection(parsing: window) {
                request.selection.window = selection
            } else if WindowSize.isWrittenAsSize(window) {
                throw ToolError("argument 'window': \(WindowSize.usage), not '\(window)'")
            } else {
                request.selection.window = .named(window)
            }
        }
        if let os = try string("os") {
            guard let value = OperatingSystem(id: os.lowercased()) else {
                var message = "argument 'os' must be an OS generation (\(OperatingSystem.knownIDs.joined(separator: ", "))), not '\(os)'"
                message += NameSuggestion.hint(for: os, in: OperatingSystem.knownIDs)
                throw ToolError(message)
            }
            request.selection.os = value
        }
        if let posture = try string("posture") { request.selection.posture = posture }
        if let size = try string("dynamicType") {
            guard let value = DynamicTypeSize(name: size) else {
                var message = "argument 'dynamicType' must be a Dynamic Type size (xSmall … xxxLarge, accessibility1 … accessibility5), not '\(size)'"
                message += NameSuggestion.hint(for: size, in: DynamicTypeSize.allCases.map(\.rawValue))
                throw ToolError(message)
            }
            request.dynamicTypeSize = value
        }
        if let direction = try string("direction") {
            guard let value = LayoutDirection(name: direction) else {
                throw ToolError("argument 'direction' must be 'leftToRight' (ltr) or 'rightToLeft' (rtl), not '\(direction)'")
            }
            request.layoutDirection = value
        }
        return request
    }

    static func typeName(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A problem with a tool call, returned to the client as a tool error (`isError: true`).
struct ToolError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
