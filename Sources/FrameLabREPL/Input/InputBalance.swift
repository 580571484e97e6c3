/// Whether typed input is complete: braces, brackets and parentheses balance, ignoring those in
/// string literals and comments, and no block comment or multi-line string is left open.
public enum InputBalance {
    public static func isComplete(_ text: String) -> Bool {
        openDepth(text) <= 0
    }

    /// How many openers are still unclosed (an open comment or string counts as one).
    public static func openDepth(_ text: String) -> Int {
        let chars = Array(text.unicodeScalars)
        var depth = 0
        var commentDepth = 0
        var i = 0
        func at(_ offset: Int) -> Unicode.Scalar? {
            chars.indices.contains(i + offset) ? chars[i + offset] : nil
        }
        while i < chars.count {
            let c = chars[i]
            if commentDepth > 0 {
                if c == "*" && at(1) == "/" { commentDepth -= 1; i += 2; continue }
                if c == "/" && at(1) == "*" { commentDepth += 1; i += 2; continue }
                i += 1
                continue
            }
            switch c {
            case "/" where at(1) == "/":
                while i < chars.count && chars[i] != "\n" { i += 1 }
            case "/" where at(1) == "*":
                commentDepth = 1
                i += 2
                continue
            case "\"":
                if at(1) == "\"" && at(2) == "\"" {
                    i += 3
                    var closed = false
                    while i < chars.count {
                        if chars[i] == "\\" { i += 2; continue }
                        if chars[i] == "\"" && at(1) == "\"" && at(2) == "\"" { i += 3; closed = true; break }
                        i += 1
                    }
                    if !closed { return depth + 1 }
                    continue
                }
                i += 1
                while i < chars.count && chars[i] != "\"" && chars[i] != "\n" {
                    if chars[i] == "\\" { i += 1 }
                    i += 1
                }
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                depth -= 1
            default:
                break
            }
            i += 1
        }
        return commentDepth > 0 ? max(depth, 0) + 1 : depth
    }
}
