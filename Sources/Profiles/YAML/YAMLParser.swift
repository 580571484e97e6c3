import LayoutCore
import CYaml

/// The document of one file, or why there is none. Duplicate keys are reported but do not stop parsing.
struct YAMLParseResult: Sendable {
    var root: YAMLNode?
    var diagnostics: [ProfileDiagnostic]
}

/// Parses one YAML document with libyaml's event API into a `YAMLNode` tree.
///
/// Aliases share the anchored node (value semantics, no copy); every node an alias stands for is
/// counted, and the parse stops once the document would expand to more than `maximumNodes`.
struct YAMLParser {
    static let maximumFileSize = ProfileLimits().maximumFileSize
    static let maximumNodes = ProfileLimits().maximumNodes
    /// Deeper nesting is refused: the tree is walked recursively, and no profile needs it.
    static let maximumDepth = ProfileLimits().maximumDepth

    var file: String
    var maximumNodes = YAMLParser.maximumNodes
    var maximumDepth = YAMLParser.maximumDepth

    init(file: String, limits: ProfileLimits) {
        self.init(file: file, maximumNodes: limits.maximumNodes)
        maximumDepth = limits.maximumDepth
    }

    init(file: String, maximumNodes: Int = YAMLParser.maximumNodes) {
        self.file = file
        self.maximumNodes = maximumNodes
    }

    /// A sequence or mapping being read. Mutated in place on the stack (appending to an array
    /// bound out of an enum copied it every time, which made long lists quadratic), with the keys
    /// seen so far indexed for the duplicate-key check.
    private struct Frame {
        var isMapping: Bool
        var mark: YAMLMark
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        var size = 1
        /// The line of each key so far, once the mapping is long; a short one is scanned (an
        /// index for every mapping cost more than reading the keys).
        var keyLines: [String: Int]?

        func line(ofKey name: String) -> Int? {
            if let keyLines { return keyLines[name] }
            return pairs.first { $0.key.scalar?.text == name }?.key.mark.line
        }

        mutating func append(_ pair: YAMLPair) {
            pairs.append(pair)
            if keyLines != nil {
                keyLines?[pair.name] = pair.key.mark.line
            } else if pairs.count == 16 {
                keyLines = Dictionary(pairs.map { ($0.name, $0.key.mark.line) }, uniquingKeysWith: { first, _ in first })
            }
        }
    }

    private struct Abort: Error {
        var diagnostic: ProfileDiagnostic
    }

    func parse(_ bytes: [UInt8]) -> YAMLParseResult {
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            let hex = String(bad.byte, radix: 16, uppercase: true)
            return YAMLParseResult(root: nil, diagnostics: [
                ProfileDiagnostic(file: file, line: bad.line, column: bad.column, message: "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex); profiles must be UTF-8 text", id: ProfileMessages.yamlSyntax),
            ])
        }
        var diagnostics: [ProfileDiagnostic] = []
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return YAMLParseResult(root: nil, diagnostics: [error(line: 1, column: 1, "cannot initialise the YAML parser")])
        }
        defer { yaml_parser_delete(&parser) }
        do {
            let root: YAMLNode? = try bytes.withUnsafeBufferPointer { buffer in
                yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
                yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
                return try run(&parser, diagnostics: &diagnostics)
            }
            return YAMLParseResult(root: root, diagnostics: diagnostics)
        } catch let abort as Abort {
            var diagnostic = abort.diagnostic
            if parser.error == YAML_READER_ERROR {
                // libyaml reports reader errors (control characters, bad encodings) by byte offset.
                let (line, column) = position(ofByte: parser.problem_offset, in: bytes)
                diagnostic.line = line
                diagnostic.column = column
            }
            return YAMLParseResult(root: nil, diagnostics: diagnostics + [diagnostic])
        } catch {
            return YAMLParseResult(root: nil, diagnostics: diagnostics)
        }
    }

    private func run(_ parser: inout yaml_parser_t, diagnostics: inout [ProfileDiagnostic]) throws -> YAMLNode? {
        var stack: [Frame] = []
        var anchors: [String: (node: YAMLNode, size: Int)] = [:]
        var total = 0
        var root: YAMLNode?
        var documents = 0

        func complete(_ node: YAMLNode, size: Int, anchor: String?) throws {
            if let anchor { anchors[anchor] = (node, size) }
            guard let top = stack.indices.last else {
                root = node
                return
            }
            stack[top].size += size
            guard stack[top].isMapping else {
                stack[top].items.append(node)
                return
            }
            if let key = stack[top].pendingKey {
                stack[top].pendingKey = nil
                if let name = key.scalar?.text, let line = stack[top].line(ofKey: name) {
                    diagnostics.append(error(at: key.mark, "duplicate key '\(name)' (first defined at line \(line))"))
                    return
                }
                stack[top].append(YAMLPair(key: key, value: node))
            } else {
                guard node.scalar != nil else {
                    throw Abort(diagnostic: error(at: node.mark, "mapping keys must be scalars, found \(node.typeDescription)"))
                }
                stack[top].pendingKey = node
            }
        }

        func count(_ added: Int, at mark: YAMLMark) throws {
            total += added
            if total > maximumNodes {
                throw Abort(diagnostic: error(at: mark, "document has more than \(maximumNodes) nodes, counting every expansion of an alias (an alias bomb?); refused (raise the limit with \(ProfileLimits.nodesVariable))"))
            }
        }

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw Abort(diagnostic: syntaxError(parser))
            }
            defer { yaml_event_delete(&event) }
            let mark = YAMLMark(file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw Abort(diagnostic: error(at: mark, "a profile file holds one YAML document; found a second one here"))
                }
            case YAML_SCALAR_EVENT:
                try count(1, at: mark)
                let data = event.data.scalar
                let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? ""
                let scalar = YAMLScalar(text: text, isPlain: data.style == YAML_PLAIN_SCALAR_STYLE, tag: cString(data.tag))
                try complete(YAMLNode(content: .scalar(scalar), mark: mark), size: 1, anchor: cString(data.anchor))
            case YAML_SEQUENCE_START_EVENT:
                try count(1, at: mark)
                try checkDepth(stack.count, at: mark)
                stack.append(Frame(isMapping: false, mark: mark, anchor: cString(event.data.sequence_start.anchor)))
            case YAML_MAPPING_START_EVENT:
                try count(1, at: mark)
                try checkDepth(stack.count, at: mark)
                stack.append(Frame(isMapping: true, mark: mark, anchor: cString(event.data.mapping_start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { continue }
                let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
                try complete(YAMLNode(content: content, mark: frame.mark), size: frame.size, anchor: frame.anchor)
            case YAML_ALIAS_EVENT:
                let name = cString(event.data.alias.anchor) ?? ""
                guard let target = anchors[name] else {
                    throw Abort(diagnostic: error(at: mark, "unknown alias '*\(name)'"))
                }
                try count(target.size, at: mark)
                var node = target.node
                node.mark = mark
                try complete(node, size: target.size, anchor: nil)
            default:
                continue
            }
        }
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    private func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return (line, column)
    }

    private func checkDepth(_ depth: Int, at mark: YAMLMark) throws {
        if depth >= maximumDepth {
            throw Abort(diagnostic: error(at: mark, "nesting deeper than \(maximumDepth) levels; refused (raise the limit with \(ProfileLimits.depthVariable))"))
        }
    }

    private func cString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private func syntaxError(_ parser: yaml_parser_t) -> ProfileDiagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        var message: DiagnosticText = "YAML syntax error: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context) (started at \(parser.context_mark.line + 1):\(parser.context_mark.column + 1))"
        }
        let mark = parser.problem_mark
        return ProfileDiagnostic(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: message, id: ProfileMessages.yamlSyntax)
    }

    private func error(at mark: YAMLMark, _ message: DiagnosticText) -> ProfileDiagnostic {
        ProfileDiagnostic(file: file, line: mark.line, column: mark.column, message: message, id: ProfileMessages.yamlSyntax)
    }

    private func error(line: Int, column: Int, _ message: DiagnosticText) -> ProfileDiagnostic {
        ProfileDiagnostic(file: file, line: line, column: column, message: message, id: ProfileMessages.yamlSyntax)
    }
}
