import Foundation
import LayoutCore

/// The frames of a layout as `:snapshot` stores them in `__snapshots__/NAME.json`: the window and
/// one record per node, in node order, as sorted, indented JSON so that a diff in review reads well.
struct FrameSnapshot: Codable, Sendable, Equatable {
    struct Node: Codable, Sendable, Equatable {
        var id: Int
        var view: String
        var name: String?
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        /// `#3 Rectangle "card"`.
        var label: String { "#\(id) \(view)" + (name.map { " \"\($0)\"" } ?? "") }

        var properties: [(name: String, value: Double)] {
            [("x", x), ("y", y), ("width", width), ("height", height)]
        }
    }

    var device: String
    var window: [Double]
    var nodes: [Node]

    /// Frames are rounded to 1/1000 pt so that floating-point noise never fails a comparison.
    init(_ result: LayoutResult) {
        let description = result.environment.description
        device = "\(description.displayName), \(description.orientation.rawValue)" + (description.windowName.map { ", window \($0)" } ?? "")
        window = [Self.rounded(result.environment.windowSize.width), Self.rounded(result.environment.windowSize.height)]
        nodes = result.nodes.map { node in
            Node(id: node.id, view: node.typeName, name: node.name,
                 x: Self.rounded(node.frame.minX), y: Self.rounded(node.frame.minY),
                 width: Self.rounded(node.frame.width), height: Self.rounded(node.frame.height))
        }
    }

    private static func rounded(_ value: Double) -> Double {
        value.isFinite ? (value * 1000).rounded() / 1000 : value
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// Reads a stored snapshot. A file that is not a snapshot is an error naming the file and the
    /// line (never a silent re-record).
    static func decode(_ text: String, file: String) throws(CommandError) -> FrameSnapshot {
        do {
            return try JSONDecoder().decode(FrameSnapshot.self, from: Data(text.utf8))
        } catch let DecodingError.dataCorrupted(context) {
            // JSONSerialization's message says where the syntax error is ("around character 18").
            var detail = context.debugDescription
            do { _ = try JSONSerialization.jsonObject(with: Data(text.utf8)) } catch {
                detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? detail
            }
            throw CommandError("\(file):\(Self.line(in: detail, text: text, codingPath: context.codingPath)): the snapshot is not valid JSON: \(detail) (fix it, or delete it and run again to record it afresh)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw CommandError("\(file):\(Self.line(of: context.codingPath, in: text)): the snapshot has no '\(key.stringValue)' in \(Self.path(context.codingPath)) (fix it, or delete it to record it afresh)")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw CommandError("\(file):\(Self.line(of: context.codingPath, in: text)): the snapshot's \(Self.path(context.codingPath)) is not what a snapshot holds: \(context.debugDescription) (fix it, or delete it to record it afresh)")
        } catch {
            throw CommandError("\(file):1: the snapshot cannot be read: \(error)")
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "top level" : codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    /// The line a parser message names (`line 3`), else the line of the coding path.
    private static func line(in message: String, text: String, codingPath: [any CodingKey]) -> Int {
        if let range = message.range(of: #"line \d+"#, options: .regularExpression),
           let line = Int(message[range].dropFirst(5)) {
            return line
        }
        if let range = message.range(of: #"character \d+"#, options: .regularExpression),
           let offset = Int(message[range].dropFirst(10)) {
            return text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
        }
        return line(of: codingPath, in: text)
    }

    /// The line holding the last key of a coding path (`"nodes"` then the n-th `{`), or 1.
    private static func line(of codingPath: [any CodingKey], in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lineIndex = 0
        for key in codingPath {
            if let index = key.intValue {
                var seen = -1
                while lineIndex < lines.count {
                    if lines[lineIndex].trimmingCharacters(in: .whitespaces).hasPrefix("{") { seen += 1 }
                    if seen == index { break }
                    lineIndex += 1
                }
            } else if let found = lines[lineIndex...].firstIndex(where: { $0.contains("\"\(key.stringValue)\"") }) {
                lineIndex = found
            }
        }
        return min(lineIndex, max(lines.count - 1, 0)) + 1
    }

    /// What changed from `self` (the stored snapshot) to `current`, one line per difference:
    /// `#3 Rectangle "card": width 361 → 300`.
    func differences(to current: FrameSnapshot, format: NumberFormat) -> [String] {
        var lines: [String] = []
        if device != current.device { lines.append("device: \(device) → \(current.device)") }
        if window != current.window {
            lines.append("window: \(window.map { format.string($0) }.joined(separator: "×")) → \(current.window.map { format.string($0) }.joined(separator: "×"))")
        }
        for index in 0..<max(nodes.count, current.nodes.count) {
            guard index < current.nodes.count else {
                lines.append("- \(nodes[index].label): no longer laid out")
                continue
            }
            guard index < nodes.count else {
                lines.append("+ \(current.nodes[index].label): new, at \(Self.frame(current.nodes[index], format))")
                continue
            }
            let old = nodes[index], new = current.nodes[index]
            if old.view != new.view || old.name != new.name {
                lines.append("~ \(old.label) → \(new.label)")
            }
            for (property, (oldValue, newValue)) in zip(old.properties.map(\.name), zip(old.properties.map(\.value), new.properties.map(\.value)))
            where oldValue != newValue {
                lines.append("  \(new.label): \(property) \(format.string(oldValue)) → \(format.string(newValue))")
            }
        }
        return lines
    }

    private static func frame(_ node: Node, _ format: NumberFormat) -> String {
        "(\(format.string(node.x)), \(format.string(node.y))) \(format.string(node.width))×\(format.string(node.height))"
    }
}
