/// Decodes and encodes the escapes of Swift string literals.
enum StringEscapes {
    static func decode(_ raw: String) -> String {
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard let escaped = iterator.next() else { break }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                _ = iterator.next()
                while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) { result.append(Character(scalar)) }
            default: result.append(escaped)
            }
        }
        return result
    }

    static func encode(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default: result.append(character)
            }
        }
        return result
    }
}
