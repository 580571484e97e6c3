/// A scan of brackets, braces and parentheses before parsing, so that source nested deeper than
/// `TranslationOptions.maxNestingDepth` is refused at once: swift-syntax would otherwise parse
/// and diagnose the whole recovered tree, which takes tens of seconds for thousands of levels.
/// String literals (including multi-line and raw strings) and comments are skipped; anything the
/// scan gets wrong is left to the parser, which applies the same limit.
///
/// The scan also refuses long runs of chained trailing closures (`f { } { } { } …`), whose parse
/// time grows faster than quadratically (1,000 closures take 25 s in a debug build), `#if` blocks
/// nested deeper than `poundIfLimit` (the parser looks ahead through each enclosing one), and files
/// with more than `tokenLimit` tokens (names, numbers, string literals and symbols), which bounds the
/// parse time of dense input.
enum BracketScan {
    /// What made the scan stop.
    enum Reason {
        /// More than `limit` levels of brackets, braces and parentheses.
        case nesting
        /// More than `squareLimit` levels of square brackets.
        case squareNesting
        /// More than `closureChainLimit` closures written one after another (`} {`).
        case closureChain
        /// More than `angleLimit` generic argument lists open on one line (`Array<Array<…`).
        case angleNesting
        /// More than `poundIfLimit` `#if` blocks inside one another.
        case poundIfNesting
        /// More than `tokenLimit` tokens.
        case tokens
    }

    /// Line, column (1-based, in UTF-8 bytes) and byte offset of the bracket that opens level
    /// `limit + 1`, or of the closure that makes a chain longer than `closureChainLimit`.
    /// `<` counts as opening a generic argument list when it follows a name with no space; the
    /// count starts again on every line, so unspaced comparisons (`a<b`) on different lines add nothing.
    static func firstTooDeep(
        _ text: String, limit: Int, squareLimit: Int = .max, closureChainLimit: Int = .max, angleLimit: Int = .max,
        poundIfLimit: Int = .max, tokenLimit: Int = .max
    ) -> (line: Int, column: Int, offset: Int, reason: Reason)? {
        let bytes = Array(text.utf8)
        var depth = 0
        var squareDepth = 0
        // Closures chained at each depth so far; a `{` right after a `}` (white space between) extends the chain.
        var closureChains: [Int] = [0]
        var lastSignificant: UInt8 = 0
        var angleDepth = 0
        var poundIfDepth = 0
        var tokens = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        // Non-ASCII bytes outside literals belong to names (or are errors the parser reports).
        func isWordByte(_ byte: UInt8) -> Bool { isNameByte(byte) || byte >= 0x80 }
        var line = 1
        var lineStart = 0
        var i = 0
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let b = bytes[i]
            if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") && b != UInt8(ascii: "\n") && b != UInt8(ascii: "\r") {
                defer { lastSignificant = b }
                if !isWordByte(b) || i == 0 || !isWordByte(bytes[i - 1]) {
                    tokens += 1
                    if tokens > tokenLimit { return (line, i - lineStart + 1, i, .tokens) }
                }
                if b == UInt8(ascii: "{") && lastSignificant == UInt8(ascii: "}") {
                    closureChains[closureChains.count - 1] += 1
                    if closureChains[closureChains.count - 1] > closureChainLimit { return (line, i - lineStart + 1, i, .closureChain) }
                } else if b != UInt8(ascii: "}") {
                    closureChains[closureChains.count - 1] = 0
                }
            }
            switch b {
            case UInt8(ascii: "\n"), UInt8(ascii: ";"):
                angleDepth = 0
                guard b == UInt8(ascii: "\n") else { break }
                line += 1
                lineStart = i + 1
            case UInt8(ascii: "<") where i > 0 && isNameByte(bytes[i - 1]):
                angleDepth += 1
                if angleDepth > angleLimit { return (line, i - lineStart + 1, i, .angleNesting) }
            case UInt8(ascii: ">"):
                angleDepth = max(0, angleDepth - 1)
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n && bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var nest = 1
                i += 2
                while i < n && nest > 0 {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    if bytes[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") { nest += 1; i += 1 }
                    else if bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") { nest -= 1; i += 1 }
                    i += 1
                }
                continue
            case UInt8(ascii: "#") where at(i + 1) == UInt8(ascii: "i") && at(i + 2) == UInt8(ascii: "f") && !isNameByte(at(i + 3)):
                poundIfDepth += 1
                if poundIfDepth > poundIfLimit { return (line, i - lineStart + 1, i, .poundIfNesting) }
            case UInt8(ascii: "#") where bytes[i..<min(n, i + 6)].elementsEqual("#endif".utf8) && !isNameByte(at(i + 6)):
                poundIfDepth = max(0, poundIfDepth - 1)
            case UInt8(ascii: "#") where at(i + 1) == UInt8(ascii: "\"") || at(i + 1) == UInt8(ascii: "#"):
                // Raw string: #"…"#, ##"…"##, possibly multi-line.
                var hashes = 0
                while at(i) == UInt8(ascii: "#") { hashes += 1; i += 1 }
                guard at(i) == UInt8(ascii: "\"") else { continue }
                let multi = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += multi ? 3 : 1
                while i < n {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    let quotes = multi ? 3 : 1
                    if (0..<quotes).allSatisfy({ at(i + $0) == UInt8(ascii: "\"") }) && (0..<hashes).allSatisfy({ at(i + quotes + $0) == UInt8(ascii: "#") }) {
                        i += quotes + hashes
                        break
                    }
                    i += 1
                }
                continue
            case UInt8(ascii: "\""):
                let multi = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += multi ? 3 : 1
                while i < n {
                    let c = bytes[i]
                    if c == UInt8(ascii: "\\") { i += 2; continue }
                    if c == UInt8(ascii: "\n") {
                        if !multi { break }
                        line += 1
                        lineStart = i + 1
                    }
                    if c == UInt8(ascii: "\"") && (!multi || (at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\""))) {
                        i += multi ? 3 : 1
                        break
                    }
                    i += 1
                }
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                closureChains.append(0)
                if b == UInt8(ascii: "[") {
                    squareDepth += 1
                    if squareDepth > squareLimit { return (line, i - lineStart + 1, i, .squareNesting) }
                }
                if depth > limit { return (line, i - lineStart + 1, i, .nesting) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                if closureChains.count > 1 { closureChains.removeLast() }
                if b == UInt8(ascii: "]") { squareDepth = max(0, squareDepth - 1) }
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// The line holding `offset`, shortened around it for display, and the caret's column in it.
    static func excerpt(_ text: String, line: Int, column: Int) -> (text: String, caret: Int) {
        let bytes = Array(text.utf8)
        var start = 0
        var current = 1
        var i = 0
        while current < line && i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { current += 1; start = i + 1 }
            i += 1
        }
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let from = max(start, start + column - 1 - 60)
        let to = min(end, start + column - 1 + 20)
        let body = String(decoding: bytes[from..<to], as: UTF8.self)
        let prefix = from > start ? "…" : ""
        let suffix = to < end ? "…" : ""
        return (prefix + body + suffix, prefix.count + (start + column - 1 - from))
    }
}
