/// Right-to-left layout as SwiftUI does it: every container lays out in the leading-to-trailing
/// coordinate space, and in right-to-left "SwiftUI horizontally flips the x position of each view
/// within its parent" (Apple, `LayoutDirection` and `LayoutSubviews.layoutDirection`). So stacks,
/// alignment guides, padding, safe-area insets and split-view columns mirror without their own rules.
///
/// An offset is the exception: it moves its view by `x` points to the right in either direction
/// (OpenSwiftUI `OffsetEffect.swift`: the offset is added after the position is resolved for the
/// layout direction), so the child of an `.offset` keeps its place relative to the offset.
/// `.environment(\.layoutDirection, …)` (`ViewKind.layoutDirection`) changes the direction its
/// subtree is placed in.
enum DirectionMirroring {
    /// The frames with right-to-left subtrees mirrored; `frames` unchanged when everything is
    /// left to right. `parents` and `kinds` are in pre-order (a parent before its children).
    static func frames(_ frames: [Rect], parents: [Int32], kinds: [ViewKind], in environment: LayoutEnvironment) -> [Rect] {
        let anyRightToLeft = environment.layoutDirection == .rightToLeft
            || kinds.contains { if case .layoutDirection(.rightToLeft) = $0 { true } else { false } }
        guard anyRightToLeft, !frames.isEmpty else { return frames }
        var mirrored = frames
        /// The direction each node places its children in.
        var placing = [LayoutDirection](repeating: environment.layoutDirection, count: frames.count)
        for i in frames.indices {
            let parent = Int(parents[i])
            let context = parent >= 0 ? placing[parent] : environment.layoutDirection
            if case .layoutDirection(let direction) = kinds[i] { placing[i] = direction } else { placing[i] = context }
            let frame = frames[i]
            let parentMinX = parent >= 0 ? frames[parent].minX : 0
            let parentWidth = parent >= 0 ? frames[parent].width : environment.windowSize.width
            var leading = frame.minX - parentMinX
            let offsetChild: Bool = if parent >= 0, case .modifier(let modifier) = kinds[parent] { modifier.traits.contains(.drawsChildShifted) } else { false }
            if context == .rightToLeft, !offsetChild {
                leading = parentWidth - leading - frame.width
            }
            mirrored[i].origin.x = (parent >= 0 ? mirrored[parent].minX : 0) + leading
        }
        return mirrored
    }
}
