import LayoutCore

/// The font table LayoutCore's tests measure with: Inter's Regular and SemiBold advances for
/// printable ASCII, U+00A0, U+00E9 and U+2026 (the same figures as the `glyphs:` block of
/// Views/Text/sf-pro.yaml, without its fitted corrections), the HIG tracking table, medium 0.8 and
/// semibold and bolder 1.4 of the way to SemiBold, monospaced digits 1808 / 1878 (the widest digit),
/// and no Display scale. The tests' hand arithmetic
/// uses these numbers, so it stays fixed when scripts/fit-text-model.py refits the shipped table
/// (ProfilesTests check that table).
enum TestFont {
    static let inter: TextFont = {
        var table = TextFontTable(name: "Inter (tests)", identity: "LayoutCoreTests/TestFont", unitsPerEm: 2816, fallback: TextFont.Advance(regular: 1503, semibold: 1558))
        for (scalar, advance) in advances { table.advances[scalar] = TextFont.Advance(regular: advance.regular, semibold: advance.semibold) }
        for (index, milliEm) in tracking.enumerated() { table.tracking[Double(6 + index)] = Double(milliEm) }
        table.weights = ["regular": 0, "medium": 0.8, "semibold": 1.4, "bold": 1.4, "heavy": 1.4, "black": 1.4]
        table.monospacedDigit = TextFont.Advance(regular: 1808, semibold: 1878)
        return TextFont(table)
    }()

    /// HIG tracking in 1/1000 em for 6…80 pt.
    static let tracking: [Int] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23, -18, -12, -4, 3, 6, 8, 11, 14, 14, 14, 13, 13, 12, 12, 11, 10, 10, 10, 10, 10, 9, 9, 9, 8, 8, 8, 8, 8, 7, 7, 7, 6, 6, 6, 6, 6, 6, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 0]

    static let advances: [UInt32: (regular: Int, semibold: Int)] = [
        0x0020: (regular: 792, semibold: 699), 0x0021: (regular: 784, semibold: 870), 0x0022: (regular: 1136, semibold: 1115), 0x0023: (regular: 1776, semibold: 1811),
        0x0024: (regular: 1796, semibold: 1828), 0x0025: (regular: 2288, semibold: 2376), 0x0026: (regular: 1800, semibold: 1866), 0x0027: (regular: 624, semibold: 600),
        0x0028: (regular: 1020, semibold: 1108), 0x0029: (regular: 1020, semibold: 1108), 0x002A: (regular: 1408, semibold: 1530), 0x002B: (regular: 1856, semibold: 1894),
        0x002C: (regular: 788, semibold: 831), 0x002D: (regular: 1296, semibold: 1312), 0x002E: (regular: 776, semibold: 818), 0x002F: (regular: 1004, semibold: 1066),
        0x0030: (regular: 1760, semibold: 1878), 0x0031: (regular: 1308, semibold: 1354), 0x0032: (regular: 1704, semibold: 1750), 0x0033: (regular: 1792, semibold: 1835),
        0x0034: (regular: 1808, semibold: 1875), 0x0035: (regular: 1712, semibold: 1781), 0x0036: (regular: 1756, semibold: 1825), 0x0037: (regular: 1608, semibold: 1653),
        0x0038: (regular: 1736, semibold: 1819), 0x0039: (regular: 1756, semibold: 1825), 0x003A: (regular: 776, semibold: 818), 0x003B: (regular: 788, semibold: 831),
        0x003C: (regular: 1856, semibold: 1894), 0x003D: (regular: 1856, semibold: 1894), 0x003E: (regular: 1856, semibold: 1894), 0x003F: (regular: 1428, semibold: 1532),
        0x0040: (regular: 2636, semibold: 2814), 0x0041: (regular: 1904, semibold: 2038), 0x0042: (regular: 1832, semibold: 1851), 0x0043: (regular: 2048, semibold: 2094),
        0x0044: (regular: 2024, semibold: 2040), 0x0045: (regular: 1684, semibold: 1711), 0x0046: (regular: 1652, semibold: 1649), 0x0047: (regular: 2092, semibold: 2126),
        0x0048: (regular: 2084, semibold: 2095), 0x0049: (regular: 744, semibold: 774), 0x004A: (regular: 1528, semibold: 1579), 0x004B: (regular: 1836, semibold: 1906),
        0x004C: (regular: 1584, semibold: 1594), 0x004D: (regular: 2504, semibold: 2552), 0x004E: (regular: 2120, semibold: 2086), 0x004F: (regular: 2144, semibold: 2182),
        0x0050: (regular: 1788, semibold: 1812), 0x0051: (regular: 2144, semibold: 2184), 0x0052: (regular: 1800, semibold: 1832), 0x0053: (regular: 1796, semibold: 1828),
        0x0054: (regular: 1808, semibold: 1858), 0x0055: (regular: 2088, semibold: 2066), 0x0056: (regular: 1904, semibold: 2038), 0x0057: (regular: 2672, semibold: 2835),
        0x0058: (regular: 1808, semibold: 1944), 0x0059: (regular: 1872, semibold: 1984), 0x005A: (regular: 1760, semibold: 1838), 0x005B: (regular: 1020, semibold: 1108),
        0x005C: (regular: 1004, semibold: 1066), 0x005D: (regular: 1020, semibold: 1108), 0x005E: (regular: 1320, semibold: 1355), 0x005F: (regular: 1272, semibold: 1318),
        0x0060: (regular: 1400, semibold: 1400), 0x0061: (regular: 1588, semibold: 1618), 0x0062: (regular: 1748, semibold: 1775), 0x0063: (regular: 1572, semibold: 1626),
        0x0064: (regular: 1748, semibold: 1775), 0x0065: (regular: 1640, semibold: 1669), 0x0066: (regular: 1016, semibold: 1062), 0x0067: (regular: 1716, semibold: 1761),
        0x0068: (regular: 1664, semibold: 1726), 0x0069: (regular: 668, semibold: 734), 0x006A: (regular: 668, semibold: 734), 0x006B: (regular: 1532, semibold: 1602),
        0x006C: (regular: 668, semibold: 734), 0x006D: (regular: 2448, semibold: 2528), 0x006E: (regular: 1648, semibold: 1717), 0x006F: (regular: 1680, semibold: 1712),
        0x0070: (regular: 1716, semibold: 1759), 0x0071: (regular: 1716, semibold: 1759), 0x0072: (regular: 1048, semibold: 1117), 0x0073: (regular: 1472, semibold: 1546),
        0x0074: (regular: 1024, semibold: 1070), 0x0075: (regular: 1636, semibold: 1713), 0x0076: (regular: 1568, semibold: 1622), 0x0077: (regular: 2288, semibold: 2358),
        0x0078: (regular: 1520, semibold: 1584), 0x0079: (regular: 1568, semibold: 1622), 0x007A: (regular: 1524, semibold: 1582), 0x007B: (regular: 1020, semibold: 1108),
        0x007C: (regular: 920, semibold: 1008), 0x007D: (regular: 1020, semibold: 1108), 0x007E: (regular: 1856, semibold: 1894), 0x00A0: (regular: 792, semibold: 699),
        0x00E9: (regular: 1640, semibold: 1669), 0x2026: (regular: 2312, semibold: 2270),
    ]
}

extension LayoutEnvironment {
    /// This environment measuring text with `TestFont.inter`.
    var withTestFont: LayoutEnvironment {
        var copy = self
        copy.textFont = TestFont.inter
        return copy
    }
}

extension TextStyleMetrics {
    /// These metrics measuring text with `TestFont.inter`.
    var withTestFont: TextStyleMetrics {
        var copy = self
        copy.font = TestFont.inter
        return copy
    }
}
