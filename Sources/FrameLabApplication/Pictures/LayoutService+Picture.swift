import LayoutCore
import Profiles

/// A picture of a laid-out answer, for the MCP `render` tool and `layout`'s `picture` option.
public struct RenderedPicture: Sendable {
    public var png: [UInt8]
    public var width: Int
    public var height: Int
    /// Colours that could not be evaluated, colour-table problems.
    public var warnings: [String]
}

extension LayoutService {
    /// The answer's screen as a PNG (`scale` pixels a point), in `appearance` (`light` or `dark`).
    public func picture(of answer: LayoutAnswer, appearance: String, scale: Double) throws(CommandError) -> RenderedPicture {
        guard let result = answer.result else { throw CommandError("there is no layout to draw") }
        let drawn = try Picture.png(result: result, root: answer.root, searchPath: profiles.searchPath, appearance: try Picture.appearance(appearance), scale: scale)
        return RenderedPicture(png: drawn.bytes, width: drawn.pixels.width, height: drawn.pixels.height, warnings: drawn.warnings)
    }
}
