/// The size-dependent tracking that Apple applies to SF Pro, in 1/1000 em per character.
///
/// Source: Apple Human Interface Guidelines, "Typography", SF Pro tracking table
/// (https://developer.apple.com/design/human-interface-guidelines/typography, section
/// "Tracking values"), as transcribed by the open-source "Fix San Francisco" Figma plugin
/// (TRACKING_DEFAULT, sizes 6 to 80 pt); spot values confirmed by the uxcel HIG course
/// ("10 pt +12, 12 pt 0, 13 pt −6, 17 pt −26, 28 pt +14"). The HIG gives whole sizes; sizes
/// missing from the transcription repeat the value of the size below it, as that plugin does.
///
/// FrameLab applies this tracking to Inter's advances, treating Inter as an untracked SF Pro:
/// at 17 pt each character is 17 × −26 / 1000 = −0.442 pt narrower (the HIG rounds it to −0.43).
enum SystemFontTracking {
    /// Smallest size in the table; smaller sizes use its value.
    static let minimumSize = 6
    /// Tracking in 1/1000 em for sizes 6, 7, …, 80 pt; from 80 pt on it is 0.
    static let milliEm: [Int] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16,  // 6–15
        -20, -26, -25, -24, -23, -18, -12, -4, 3, 6,  // 16–25
        8, 11, 14, 14, 14, 13, 13, 12, 12, 11,  // 26–35
        10, 10, 10, 10, 10, 9, 9, 9, 8, 8,  // 36–45
        8, 8, 8, 7, 7, 7, 6, 6, 6, 6,  // 46–55
        6, 6, 5, 5, 4, 4, 4, 4, 4, 4,  // 56–65
        3, 3, 2, 2, 2, 2, 2, 2, 2, 2,  // 66–75
        1, 1, 1, 1, 0,  // 76–80
    ]

    /// Tracking in 1/1000 em at `pointSize`, linearly interpolated between whole sizes.
    static func milliEm(atPointSize pointSize: Double) -> Double {
        guard pointSize.isFinite else { return 0 }
        let first = Double(minimumSize)
        let last = Double(minimumSize + milliEm.count - 1)
        if pointSize <= first { return Double(milliEm[0]) }
        if pointSize >= last { return Double(milliEm[milliEm.count - 1]) }
        let lower = pointSize.rounded(.down)
        let index = Int(lower) - minimumSize
        let fraction = pointSize - lower
        let a = Double(milliEm[index])
        if fraction == 0 { return a }
        let b = Double(milliEm[index + 1])
        return a + (b - a) * fraction
    }
}
