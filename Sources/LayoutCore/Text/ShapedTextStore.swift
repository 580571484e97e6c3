import Foundation

/// Texts shaped once per compiled tree (`LayoutProgram`) and font, shared by every layout of it:
/// a matrix of devices or a REPL switching devices shapes each string once per text style and
/// size instead of once per layout. `ShapedText` is immutable, so handing one to several threads
/// is safe; the table itself is guarded by a lock.
final class ShapedTextStore: @unchecked Sendable {
    private struct Key: Hashable {
        var text: String
        var style: TextStyleMetrics
    }

    private let lock = NSLock()
    private var shaped: [Key: ShapedText] = [:]

    /// `text` shaped in `style`, shaped now if no layout of this tree has shaped it yet.
    func shapedText(_ text: String, style: TextStyleMetrics) -> ShapedText {
        let key = Key(text: text, style: style)
        if let known = lock.withLock({ shaped[key] }) { return known }
        let made = ShapedText(text, style: style)
        lock.withLock { shaped[key] = made }
        return made
    }
}
