/// Whether typed input is complete: braces, brackets and parentheses balance, ignoring those in
/// string literals and comments, and no block comment or multi-line string is left open.
public enum InputBalance {
    public static func isComplete(_ text: String) -> Bool {
        openDepth(text) <= 0
    }

    /// How many openers are still unclosed (an open comment or string counts as one).
    public static func openDepth(_ text: String) -> Int {
        var scanner = Scanner()
        scanner.addLine(text)
        return scanner.openDepth
    }

    /// The balance of input read a line at a time: each line is scanned once, with what is open at
    /// its end (a block comment, a string, an escape) carried to the next, so an entry typed line
    /// by line costs its length, not its length times its lines. Lines are joined by newlines, as
    /// in the entry's text; no token spans a newline, so scanning line by line reads the same.
    public struct Scanner: Sendable {
        private enum Open: Sendable { case code, lineComment, string, multilineString }
        private var depth = 0
        private var commentDepth = 0
        private var open = Open.code
        /// The scalar after a backslash in a string is skipped, even when it is the newline.
        private var escaping = false
        private var hasLines = false

        public init() {}

        /// How many openers are still unclosed (an open comment or string counts as one).
        public var openDepth: Int {
            if open == .multilineString { return depth + 1 }
            return commentDepth > 0 ? max(depth, 0) + 1 : depth
        }

        public var isComplete: Bool { openDepth <= 0 }

        public mutating func addLine(_ line: some StringProtocol) {
            if hasLines { scan(["\n"]) }
            hasLines = true
            scan(Array(line.unicodeScalars))
        }

        private mutating func scan(_ chars: [Unicode.Scalar]) {
            var i = 0
            func at(_ offset: Int) -> Unicode.Scalar? {
                chars.indices.contains(i + offset) ? chars[i + offset] : nil
            }
            while i < chars.count {
                let c = chars[i]
                if escaping {
                    escaping = false
                    i += 1
                    continue
                }
                switch open {
                case .lineComment:
                    if c == "\n" { open = .code }
                    i += 1
                    continue
                case .string:
                    if c == "\\" { escaping = true } else if c == "\"" || c == "\n" { open = .code }
                    i += 1
                    continue
                case .multilineString:
                    if c == "\\" {
                        escaping = true
                        i += 1
                    } else if c == "\"" && at(1) == "\"" && at(2) == "\"" {
                        open = .code
                        i += 3
                    } else {
                        i += 1
                    }
                    continue
                case .code:
                    break
                }
                if commentDepth > 0 {
                    if c == "*" && at(1) == "/" { commentDepth -= 1; i += 2; continue }
                    if c == "/" && at(1) == "*" { commentDepth += 1; i += 2; continue }
                    i += 1
                    continue
                }
                switch c {
                case "/" where at(1) == "/":
                    open = .lineComment
                    i += 2
                    continue
                case "/" where at(1) == "*":
                    commentDepth = 1
                    i += 2
                    continue
                case "\"" where at(1) == "\"" && at(2) == "\"":
                    open = .multilineString
                    i += 3
                    continue
                case "\"":
                    open = .string
                case "(", "[", "{":
                    depth += 1
                case ")", "]", "}":
                    depth -= 1
                default:
                    break
                }
                i += 1
            }
        }
    }
}
