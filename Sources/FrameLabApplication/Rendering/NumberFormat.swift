import Foundation
import LayoutCore

/// Lengths as the REPL prints them: at most `precision` decimals, no trailing zeros, no `-0`.
struct NumberFormat: Sendable, Hashable {
    var precision: Int

    func string(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        if let text = decimalString(value) { return text }
        return cFormatted(value)
    }

    /// `value` rounded to `precision` decimals with integer arithmetic, or nil when that could
    /// round differently from C's `%.*f` (which rounds the exact binary value): the scaled value
    /// must fit an integer exactly and lie clearly off a halfway point, farther than the
    /// multiplication's rounding error (half an ulp) can move it.
    func decimalString(_ value: Double) -> String? {
        guard (0...9).contains(precision) else { return nil }
        var scale = 1.0
        var divisor: Int64 = 1
        for _ in 0..<precision { scale *= 10; divisor *= 10 }
        let scaled = value.magnitude * scale
        guard scaled < 0x1p52 else { return nil }
        let fraction = scaled - scaled.rounded(.down)
        guard (fraction - 0.5).magnitude > 2 * scaled.ulp else { return nil }
        let units = Int64(scaled.rounded())
        if units == 0 { return "0" }
        // Digits written right to left into a small buffer: a frames table formats thousands.
        var decimals = units % divisor
        var digits = precision
        while decimals != 0, decimals % 10 == 0 { decimals /= 10; digits -= 1 }
        if decimals == 0 { digits = 0 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var end = buffer.count
            func put(_ byte: UInt8) { end -= 1; buffer[end] = byte }
            for _ in 0..<digits {
                put(UInt8(ascii: "0") + UInt8(decimals % 10))
                decimals /= 10
            }
            if digits > 0 { put(UInt8(ascii: ".")) }
            var whole = units / divisor
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole != 0
            if value < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }

    /// `%.*f` by C, without trailing zeros or `-0`: the reference for `decimalString`.
    func cFormatted(_ value: Double) -> String {
        // C's formatting directly: `String(format:)` goes through NSString, a tenth of printing a
        // large table. The precision is written into the format, so that only the Double is
        // passed as a C argument (the first cast of each argument type searches every protocol
        // conformance of the binary).
        let format = "%.\(max(0, min(precision, 340)))f"
        var text = withVaList([value]) { arguments in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 352) { buffer in
                vsnprintf(buffer.baseAddress!, buffer.count, format, arguments)
                return String(cString: buffer.baseAddress!)
            }
        }
        if text.utf8.contains(UInt8(ascii: ".")) {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    func string(_ value: Double?) -> String {
        value.map { string($0) } ?? "nil"
    }

    /// `393×759`.
    func size(_ size: Size) -> String {
        "\(string(size.width))×\(string(size.height))"
    }

    /// `300×nil` for a proposal.
    func proposal(_ proposal: ProposedSize) -> String {
        "\(string(proposal.width))×\(string(proposal.height))"
    }

    /// `(x, y) w×h`.
    func rect(_ rect: Rect) -> String {
        "(\(string(rect.minX)), \(string(rect.minY))) \(size(rect.size))"
    }
}
