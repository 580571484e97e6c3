import Foundation
import Testing
@testable import FrameLabApplication

/// Files that are not UTF-8 are refused with the position of the first bad byte, the way a
/// compiler points at it, instead of Foundation's "isn't in the correct format".
@Suite struct TextFileTests {
    @Test func namesTheFirstByteThatIsNotUTF8() throws {
        let file = try TestSupport.temporaryDirectory().appendingPathComponent("Latin1.swift")
        // "Text(\"caf\u{E9}\")" saved as Latin-1: é is the single byte 0xE9 at line 2, column 10.
        let bytes = Array("Rectangle()\nText(\"caf".utf8) + [0xE9] + Array("\")\n".utf8)
        try Data(bytes).write(to: file)
        #expect(throws: CommandError("\(file.path):2:10: byte 0xE9 is not UTF-8; save the file as UTF-8")) {
            try TextFile.read(file.path)
        }
    }

    @Test func multiByteCharactersCountAsTheirBytes() {
        // "é" is 2 bytes in UTF-8, so the stray 0xFF after "é" is column 3; a truncated 3-byte
        // sequence at the end is reported at its lead byte.
        #expect(TextFile.firstInvalidByte(in: Array("é".utf8) + [0xFF]) == (1, 3, 0xFF))
        #expect(TextFile.firstInvalidByte(in: Array("a\nb".utf8) + [0xE2, 0x82]) == (2, 2, 0xE2))
    }

    @Test func missingFilesSaySo() {
        #expect(throws: CommandError("cannot read /nonexistent/A.swift: no such file")) {
            try TextFile.read("/nonexistent/A.swift")
        }
    }
}
