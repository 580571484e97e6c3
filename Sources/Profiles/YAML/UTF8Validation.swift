/// The first byte that is not valid UTF-8, with its 1-based line and column.
struct InvalidUTF8: Sendable, Hashable {
    var byte: UInt8
    var line: Int
    var column: Int
}

enum UTF8Validation {
    static func firstInvalidByte(in bytes: [UInt8]) -> InvalidUTF8? {
        guard let offset = firstInvalidOffset(in: bytes) else { return nil }
        // Lines and columns (in characters: continuation bytes are not counted) only up to the
        // bad byte, and only when there is one.
        var line = 1
        var column = 1
        for byte in bytes[..<offset] where byte & 0xC0 != 0x80 {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return InvalidUTF8(byte: bytes[offset], line: line, column: column)
    }

    /// Where the first sequence that is not UTF-8 starts. Profiles are nearly all ASCII, which is
    /// passed over eight bytes at a time.
    private static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            var index = 0
            while index < raw.count {
                if index + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                guard let length = sequenceLength(raw, at: index) else { return index }
                index += length
            }
            return nil
        }
    }

    /// The length of the valid sequence at `index`, or nil: no overlong forms, surrogates or
    /// scalars beyond U+10FFFF.
    private static func sequenceLength(_ raw: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let lead = raw[index]
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2; minimum = 0x80
        case 0xE0...0xEF: length = 3; minimum = 0x800
        case 0xF0...0xF4: length = 4; minimum = 0x10000
        default: return nil
        }
        guard index + length <= raw.count else { return nil }
        var scalar = UInt32(lead & (0xFF >> (length + 1)))
        for offset in 1..<length {
            let next = raw[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return length
    }
}
