import Testing
@testable import FrameLabServer

/// The MCP transport's framing: lines split anywhere across reads come out whole, each byte is
/// searched once, and a line over the limit is reported once and skipped to its newline.
@Suite struct LineFramerTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func linesSplitAcrossReadsComeOutWhole() {
        var framer = LineFramer(maximumLineBytes: 100)
        #expect(framer.add(bytes("{\"a\"")) == [])
        #expect(framer.add(bytes(":1}\n\n{\"b\":2}\n{\"c")) == [.line(bytes("{\"a\":1}")), .line(bytes("{\"b\":2}"))])
        #expect(framer.add(bytes("\":3}\n")) == [.line(bytes("{\"c\":3}"))])
    }

    @Test func aLineOverTheLimitIsReportedOnceAndSkipped() {
        var framer = LineFramer(maximumLineBytes: 10)
        // 8 bytes, then 8 more of the same line: 16 > 10, reported at once, not kept.
        #expect(framer.add(bytes("12345678")) == [])
        #expect(framer.add(bytes("abcdefgh")) == [.tooLong])
        #expect(framer.add(bytes("still the same line")) == [])
        #expect(framer.add(bytes(" end\nok\n")) == [.line(bytes("ok"))])
        // A long line that ends in the same read is reported once too.
        #expect(framer.add(bytes("0123456789ABC\nnext\n")) == [.tooLong, .line(bytes("next"))])
        // Exactly at the limit is a line.
        #expect(framer.add(bytes("0123456789\n")) == [.line(bytes("0123456789"))])
    }
}
