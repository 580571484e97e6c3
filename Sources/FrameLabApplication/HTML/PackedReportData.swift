import Foundation

/// How the static report (`eval --html`, `:html`) stores its layouts: every device × orientation
/// × Dynamic Type size, with every frame, source position and `:why` step, in well under a
/// megabyte. The 82-node settings screen of issue 29 took 27.6 MB as plain JSON (159 cells, of
/// which 96% was `:why`); stored like this it takes about 0.93 MB (docs/report-size.md).
///
/// 1. The REPL-formatted `:why` text (`why.text`) is kept for the cell shown first only. It
///    repeats the steps' own text, and the page rebuilds it from the steps for the other cells.
/// 2. Every string in the cells is stored once, in `strings`. In `cells`, each string is
///    replaced by its index in base 36, written as a JSON string. Since every string there is an
///    index, no string can be mistaken for one.
/// 3. Fractions are kept to a millionth of a point (the page shows three decimals).
/// 3b. A node's `:why` `frame` and `answer` are left out where they are the node's own frame and
///    its size (always, today): the page (and `unpack`) put them back from the node.
/// 4. The JSON is gzip-compressed (`Gzip`, zlib level 9) and base64-encoded. The page inflates it
///    with the browser's `DecompressionStream('gzip')` (Chrome 80, Safari 16.4, Firefox 113).
///
/// `serve` keeps sending plain JSON: its pages are on this machine, and its updates replace
/// cells one at a time.
enum PackedReportData {
    /// The `type` of the `<script>` element that holds the packed form.
    static let scriptType = "application/x-framelab-packed"

    /// The packed form of `payload`, or nil when it cannot be made (the page then embeds plain JSON).
    static func pack(_ payload: ReportPayload) -> String? {
        guard let data = try? JSONEncoder().encode(payload),
              var page = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let cells = page["cells"] as? [Any] else { return nil }
        let initial = page["initial"] as? Int ?? 0
        var table = StringTable()
        page["cells"] = cells.enumerated().map { index, cell in table.pack(repeatedFrames(index == initial ? cell : withoutWhyText(cell), putBack: false)) }
        page["strings"] = table.strings
        guard let json = try? JSONSerialization.data(withJSONObject: page, options: [.sortedKeys]), let zipped = Gzip.compress(Array(json)) else { return nil }
        return Data(zipped).base64EncodedString()
    }

    /// The payload's JSON object back from `pack`'s text (for the tests, as the page reads it).
    static func unpack(_ text: String) -> [String: Any]? {
        guard let zipped = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)),
              let json = Gzip.decompress(Array(zipped)),
              var page = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
              let strings = page["strings"] as? [String], let cells = page["cells"] as? [Any] else { return nil }
        func expand(_ value: Any) -> Any {
            switch value {
            case let index as String: return Int(index, radix: 36).flatMap { strings.indices.contains($0) ? strings[$0] : nil } ?? index
            case let array as [Any]: return array.map(expand)
            case let object as [String: Any]: return object.mapValues(expand)
            default: return value
            }
        }
        page["cells"] = cells.map { repeatedFrames(expand($0), putBack: true) }
        page["strings"] = nil
        return page
    }

    /// Applies `change` to each node of a cell's layout.
    private static func mapNodes(_ cell: Any, _ change: ([String: Any]) -> [String: Any]) -> Any {
        guard var cell = cell as? [String: Any], var layout = cell["layout"] as? [String: Any],
              let nodes = layout["nodes"] as? [[String: Any]] else { return cell }
        layout["nodes"] = nodes.map(change)
        cell["layout"] = layout
        return cell
    }

    /// A cell whose nodes' `:why` leave out `frame` and `answer` where they equal the node's frame
    /// and its size (`putBack: false`), or have them put back from the node (`putBack: true`).
    private static func repeatedFrames(_ cell: Any, putBack: Bool) -> Any {
        mapNodes(cell) { node in
            guard var why = node["why"] as? [String: Any], let frame = node["frame"] as? [String: Any] else { return node }
            let own: [(String, [String: Any])] = [("frame", frame), ("answer", ["width": frame["width"] as Any, "height": frame["height"] as Any])]
            for (key, value) in own {
                if putBack {
                    if why[key] == nil { why[key] = value }
                } else if let stored = why[key] as? [String: Any], NSDictionary(dictionary: stored).isEqual(to: value) {
                    why[key] = nil
                }
            }
            var node = node
            node["why"] = why
            return node
        }
    }

    /// A cell without the REPL-formatted text of each node's `:why`.
    private static func withoutWhyText(_ cell: Any) -> Any {
        mapNodes(cell) { node in
            guard var why = node["why"] as? [String: Any] else { return node }
            var node = node
            why["text"] = nil
            node["why"] = why
            return node
        }
    }

    /// Each distinct string once, and where it is.
    private struct StringTable {
        private(set) var strings: [String] = []
        private var indices: [String: Int] = [:]

        /// `value` with each string replaced by its index in base 36.
        mutating func pack(_ value: Any) -> Any {
            switch value {
            case let string as String:
                if let index = indices[string] { return String(index, radix: 36) }
                indices[string] = strings.count
                strings.append(string)
                return String(strings.count - 1, radix: 36)
            case let array as [Any]:
                var packed: [Any] = []
                packed.reserveCapacity(array.count)
                for element in array { packed.append(pack(element)) }
                return packed
            case let object as [String: Any]:
                // Keys in order, so the table and the text repeat the same way in every cell (gzip
                // finds the repeats; a dictionary's own order differs from one to the next).
                var packed: [String: Any] = [:]
                for key in object.keys.sorted() { packed[key] = pack(object[key]!) }
                return packed
            case let number as Double where number.isFinite && number != number.rounded():
                // Fractions to a millionth of a point: the page shows three decimals, and the
                // binary fractions' last digits (590.0903409090909) only cost space.
                return (number * 1_000_000).rounded() / 1_000_000
            default:
                return value
            }
        }
    }
}
