import Foundation
import Testing
@testable import FrameLabApplication

/// `NumberFormat` rounds with integers when that is exact and asks C otherwise: every string is
/// the one `%.*f` (trailing zeros and `-0` removed) gives.
struct NumberFormatTests {
    @Test func integerArithmeticMatchesC() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 2.5, -2.5, 0.0005, 0.0015, 2.675, 1.0005, 20.333333, 852, 393, 17.666667,
                                0.1 + 0.2, 1e15, 4.5e15, 9.1e15, -0.0004, 0.00049999999, 123_456.789_5, Double.ulpOfOne, 0x1p52 - 0.5]
        for _ in 0..<20_000 {
            let bits = next()
            let magnitude = [1e-4, 1, 100, 10_000, 1e9][Int(bits % 5)]
            let random = Double(bits >> 11) / Double(1 << 53) * magnitude
            values.append(bits & 1 == 0 ? random : -random)
            // Halfway points in decimal, which binary doubles sit just above or below.
            let halfway = (Double(bits % 2_000_000) + 0.5) / 1000
            values.append(halfway)
            values.append(Double(bits % 10_000) / 3)
        }
        var integerPath = 0
        for precision in 0...6 {
            let format = NumberFormat(precision: precision)
            for value in values {
                let reference = format.cFormatted(value)
                if let fast = format.decimalString(value) {
                    integerPath += 1
                    #expect(fast == reference, "\(value) at precision \(precision)")
                }
                #expect(format.string(value) == reference, "\(value) at precision \(precision)")
            }
        }
        // Nearly every value takes the integer path; halfway and huge ones go to C.
        #expect(integerPath > values.count * 7 * 9 / 10)
        #expect(NumberFormat(precision: 3).string(20.333333) == "20.333")
        #expect(NumberFormat(precision: 3).string(-0.0004) == "0")
        #expect(NumberFormat(precision: 3).string(-12.5) == "-12.5")
    }
}
