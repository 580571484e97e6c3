/// A view that `ignoresSafeArea` grew past its slot: its frame is the grown one, the slot is
/// where its parent placed it.
public struct SafeAreaExtension: Sendable, Hashable {
    /// Where the parent placed the view (inside the safe area).
    public var slot: Rect
    /// The edges the frame was moved out on.
    public var edges: [Edge]

    /// "placed in the safe area 0,59 393×759, then extended to the screen edges it touches (top,
    /// bottom): 0,0 393×852".
    public func explanation(extended frame: Rect) -> String {
        "placed in the safe area \(formatLength(slot.minX)),\(formatLength(slot.minY)) \(slot.size.description), then extended to the screen edges it touches (\(edges.map(\.rawValue).joined(separator: ", "))): \(formatLength(frame.minX)),\(formatLength(frame.minY)) \(frame.size.description)"
    }
}
