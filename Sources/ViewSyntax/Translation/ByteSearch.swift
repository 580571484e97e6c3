import Foundation

/// Substring search over UTF-8 bytes (`memchr` for the first byte, `memcmp` for the rest):
/// Foundation's `String.contains` goes through NSString and costs milliseconds on a 10,000-line file.
enum ByteSearch {
    /// Whether `needle` occurs in `text`.
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard let first = pattern.first else { return true }
                guard pattern.count <= haystack.count, let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return false }
                let last = haystack.count - pattern.count
                var start = 0
                while start <= last {
                    guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, patternBase, pattern.count) == 0 { return true }
                    start = at + 1
                }
                return false
            }
        }
    }
}
