/// The first byte that is not valid UTF-8, with its 1-based line and column.
struct InvalidUTF8: Sendable, Hashable {
    var byte: UInt8
    var line: Int
    var column: Int
}

enum UTF8Validation {
    static func firstInvalidByte(in bytes: [UInt8]) -> InvalidUTF8? {
        // Profiles are nearly all ASCII: skip it eight bytes at a time, and count lines and
        // columns only up to a byte that turns out to be invalid.
        var start = 0
        bytes.withUnsafeBytes { raw in
            while start + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                start += 8
            }
        }
        guard start < bytes.count, bytes[start...].contains(where: { $0 >= 0x80 }) else { return nil }
        return firstInvalidSequence(in: bytes)
    }

    private static func firstInvalidSequence(in bytes: [UInt8]) -> InvalidUTF8? {
        var index = 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var minimum: UInt32 = 0
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return InvalidUTF8(byte: lead, line: line, column: column)
            }
            guard index + length <= bytes.count else { return InvalidUTF8(byte: lead, line: line, column: column) }
            var scalar = UInt32(length == 1 ? lead : lead & (0xFF >> (length + 1)))
            for offset in 1..<max(length, 1) {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return InvalidUTF8(byte: lead, line: line, column: column) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if length > 1 && (scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar)) {
                return InvalidUTF8(byte: lead, line: line, column: column)
            }
            if lead == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        return nil
    }
}
