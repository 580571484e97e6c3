import Foundation

/// Reads a text file the user named, with errors that say what to do.
public enum TextFile {
    /// The file's text; an error names the first byte that is not UTF-8 as `path:line:column:`.
    public static func read(_ path: String) throws(CommandError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandError("cannot read \(path): \(CommandInterpreter.reason(error))")
        }
        if let text = String(validating: data, as: UTF8.self) { return text }
        let (line, column, byte) = firstInvalidByte(in: Array(data))
        let hex = "0x" + String(byte, radix: 16, uppercase: true)
        throw CommandError("\(path):\(line):\(column): byte \(hex) is not UTF-8; save the file as UTF-8")
    }

    /// Line and column (1-based, in bytes, as compilers count) of the first byte that does not
    /// start or continue a well-formed UTF-8 sequence.
    static func firstInvalidByte(in bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return (line, index - lineStart + 1, bytes[index]) }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return (line, index - lineStart + 1, 0)
    }

    /// Bytes in the well-formed sequence starting at `index`, or 0 when it is not one.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0, index + length <= bytes.count else { return 0 }
        let sequence = Array(bytes[index..<(index + length)])
        return String(validating: sequence, as: UTF8.self) == nil ? 0 : length
    }
}
