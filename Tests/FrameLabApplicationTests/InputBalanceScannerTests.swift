import Testing
@testable import FrameLabApplication

/// The line-by-line scanner must read an entry exactly as scanning its whole text did: every
/// sequence of up to three pieces (brackets, quotes, `"""`, escapes, `//`, `/* */`, newlines, …)
/// and of four of the pieces that interact most, split into lines, gets the same open depth for
/// every prefix of lines from both. The reference is the whole-text scanner as it was before the
/// scanner learnt to resume (kept here, verbatim, as the oracle).
@Suite struct InputBalanceScannerTests {
    private static func referenceOpenDepth(_ text: String) -> Int {
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

    private func checkLines(of text: String) {
        var scanner = InputBalance.Scanner()
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line)
            scanner.addLine(line)
            let prefix = lines.joined(separator: "\n")
            #expect(scanner.openDepth == Self.referenceOpenDepth(prefix), "\(prefix.debugDescription)")
        }
        #expect(InputBalance.openDepth(text) == Self.referenceOpenDepth(text), "\(text.debugDescription)")
    }

    /// Every sequence of `length` pieces.
    private func sequences(of pieces: [String], length: Int) -> [String] {
        (0..<length).reduce([""]) { texts, _ in texts.flatMap { text in pieces.map { text + $0 } } }
    }

    @Test func linesReadAsTheWholeText() {
        let pieces = ["(", ")", "{", "}", "[", "]", "\"", "\"\"\"", "\\", "//", "/*", "*/", "/", "*", "\n", "a", " ", "é"]
        for length in 1...3 {
            for text in sequences(of: pieces, length: length) { checkLines(of: text) }
        }
        for text in sequences(of: ["\"", "\"\"\"", "\\", "/", "*", "\n", "(", ")", "//"], length: 4) { checkLines(of: text) }
    }

    /// 40,000 lines alternating `((` and `)` (the entry never closes): each line is scanned once, so
    /// the whole script is read in linear time (it took 22 s in a release build when every line
    /// rescanned the entry). Not a timing: the assembler must end with the entry open at depth 20,000.
    @Test func alternatingBracketsStayOpenInOneEntry() {
        var assembler = InputAssembler(file: "s.framelab")
        var completed = 0
        for number in 1...40_000 {
            completed += assembler.feed(number % 2 == 1 ? "((" : ")", number: number).count
        }
        #expect(completed == 0)
        let rest = assembler.finish()
        #expect(rest.count == 1)
        #expect(InputBalance.openDepth(rest[0].text) == 20_000)
    }

    /// The same script run by the interpreter: one entry of 40,000 lines that never closes, refused
    /// by the nesting limit at its 2,000th level. Reading it scanned the entry again for every
    /// closing line (22 s in a release build) and then placed it with Foundation's backwards
    /// search (8 s more); both are linear now. Not a timing: 10 s is the hostile catalogue's limit
    /// for a hang.
    @Test func aScriptOfAlternatingBracketsIsRefusedAtOnce() {
        let script = (1...40_000).map { $0 % 2 == 1 ? "((" : ")" }.joined(separator: "\n") + "\n"
        var interpreter = TestSupport.interpreter()
        let started = ContinuousClock.now
        let output = interpreter.run(script: script, file: "s.framelab")
        #expect(ContinuousClock.now - started < .seconds(10), "the script hangs")
        let errors = output.messages.filter { $0.kind == .error }.map(\.text)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("nested too deeply") == true, "\(errors)")
    }
}
