import LayoutCore
import Profiles

/// What a picture of a layout shows, independent of the file format: the window's size and
/// background, then marks in painting order (back to front), each with the rectangle it may paint
/// in (its scroll views and the screen). SVG (`SceneSVG`) and PNG (`ScenePNG`) draw the same scene.
struct PictureScene: Sendable {
    enum Shape: Sendable, Hashable {
        case rectangle(cornerRadius: Double)
        case ellipse
        case capsule
    }

    enum TextAlignment: Sendable, Hashable { case leading, center, trailing }

    /// A Text's measured lines in its font (the frame is FrameLab's).
    struct TextMark: Sendable, Hashable {
        var lines: [String]
        var pointSize: Double
        /// `regular`, `semibold`, `bold`, … (SwiftUI's names).
        var weight: String
        var italic: Bool
        /// The height of one line and the extra space between lines.
        var lineHeight: Double
        var lineSpacing: Double
        var colour: RGBA
        var alignment: TextAlignment

        /// The baseline of line `index`, below the frame's top: each line's box is `lineHeight`
        /// tall, the text centred in it by SF's ascender and descender (1950 and 494 of 2048 units).
        func baseline(_ index: Int) -> Double {
            let content = pointSize * 2444 / 2048
            return Double(index) * (lineHeight + lineSpacing) + (lineHeight - content) / 2 + pointSize * 1950 / 2048
        }
    }

    enum Mark: Sendable, Hashable {
        case fill(Shape, RGBA)
        case stroke(Shape, RGBA, width: Double)
        case text(TextMark)
        /// An SF Symbol: a rounded box in the symbol's colour with its name under it.
        case symbol(name: String, colour: RGBA)
        /// An image: a placeholder box with the image's name.
        case image(name: String, fill: RGBA, text: RGBA)
        /// A straight line from the rectangle's min corner to its max corner.
        case line(RGBA, width: Double)
    }

    struct Item: Sendable, Hashable {
        /// The node the mark draws, when it draws one.
        var nodeID: Int?
        var rect: Rect
        var mark: Mark
        /// Where the mark may paint (its scroll views and the screen, intersected).
        var clip: Rect
    }

    var size: Size
    var appearance: Appearance
    var background: RGBA
    var items: [Item]
    /// Where each node may paint, by id (its scroll views and the screen); empty when unknown.
    var nodeClips: [Rect] = []
    /// Colours FrameLab could not evaluate, each once: `unknown colour 'brand' (#4); drawn gray`.
    var warnings: [String]
}

extension PictureScene {
    /// The distinct clips of the items, in first use, and each item's index among them (nil for an
    /// item whose clip is empty, which draws nothing): SVG and the report define each clip once.
    func clipIndices() -> (clips: [Rect], ofItem: [Int?]) {
        var known: [Rect: Int] = [:]
        var clips: [Rect] = []
        let indices = items.map { item -> Int? in
            guard item.clip.width > 0, item.clip.height > 0 else { return nil }
            if let index = known[item.clip] { return index }
            known[item.clip] = clips.count
            clips.append(item.clip)
            return clips.count - 1
        }
        return (clips, indices)
    }
}
