import Foundation
import LayoutCore

/// Lengths as the REPL prints them: at most `precision` decimals, no trailing zeros, no `-0`.
struct NumberFormat: Sendable, Hashable {
    var precision: Int

    func string(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        // C's formatting directly: `String(format:)` goes through NSString, a tenth of printing a large table.
        var text = withVaList([Int32(precision), value]) { arguments in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 352) { buffer in
                vsnprintf(buffer.baseAddress!, buffer.count, "%.*f", arguments)
                return String(cString: buffer.baseAddress!)
            }
        }
        if text.contains(".") {
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
