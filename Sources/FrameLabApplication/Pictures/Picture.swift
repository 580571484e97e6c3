import Foundation
import LayoutCore
import Profiles

/// How a picture of a layout is drawn: light or dark, with content or as outlines, and the PNG's
/// path and pixels per point.
public struct PictureOptions: Sendable, Hashable {
    public var appearance: Appearance
    /// Outlines only (every frame a labelled box), the debugging picture of old.
    public var outline: Bool
    /// Also write a PNG here.
    public var png: String?
    /// Pixels per point of the PNG; nil uses the device's display scale.
    public var scale: Double?

    public init(appearance: Appearance = .light, outline: Bool = false, png: String? = nil, scale: Double? = nil) {
        self.appearance = appearance
        self.outline = outline
        self.png = png
        self.scale = scale
    }
}

/// Draws layouts as pictures: the scene from the layout and the colour table, then SVG or PNG.
public enum Picture {
    /// The colour table on `searchPath`, with any problem in it as `file:line:col` lines.
    static func colorTable(searchPath: ProfileSearchPath) -> (ColorTable, [String]) {
        let (table, diagnostics) = ColorTableLoader.load(searchPath: searchPath)
        var messages = diagnostics.map(\.description)
        if table.files.isEmpty {
            messages.append("warning: no colour table (\(ColorTableLoader.relativePath)) on the profile search path; the picture is drawn grey")
        }
        return (table, messages)
    }

    /// The scene and the warnings drawing it gave (colours that could not be evaluated, table problems).
    static func scene(result: LayoutResult, root: ViewNode?, searchPath: ProfileSearchPath, appearance: Appearance) -> (PictureScene, [String]) {
        let (table, problems) = colorTable(searchPath: searchPath)
        var builder = PictureSceneBuilder(result: result, root: root, table: table, appearance: appearance)
        let scene = builder.build()
        return (scene, problems + scene.warnings.map { "warning: \($0)" })
    }

    /// The PNG's bytes (nothing is written).
    static func png(result: LayoutResult, root: ViewNode?, searchPath: ProfileSearchPath, appearance: Appearance, scale: Double?) throws(CommandError) -> (bytes: [UInt8], pixels: (width: Int, height: Int), warnings: [String]) {
        let (scene, warnings) = scene(result: result, root: root, searchPath: searchPath, appearance: appearance)
        let renderer = ScenePNG(scene: scene, scale: scale ?? result.environment.displayScale, cornerRadius: LayoutSVG.cornerRadius(of: result.environment))
        do {
            let pixels = try renderer.pixelSize()
            return (try renderer.encoded(), pixels, warnings)
        } catch {
            throw CommandError(error.message)
        }
    }

    /// Writes the PNG to `path` whole or not at all: `wrote PATH (W×H px, light)`.
    static func writePNG(result: LayoutResult, root: ViewNode?, searchPath: ProfileSearchPath, options: PictureOptions, to path: String) throws(CommandError) -> (summary: String, warnings: [String]) {
        let picture = try png(result: result, root: root, searchPath: searchPath, appearance: options.appearance, scale: options.scale)
        do {
            try AtomicFile.write(bytes: picture.bytes, to: path)
        } catch {
            throw CommandError("cannot write \(path): \(CommandInterpreter.reason(error))")
        }
        return ("wrote \(path) (\(picture.pixels.width)×\(picture.pixels.height) px, \(options.appearance.rawValue))", picture.warnings)
    }

    /// The SVG document: content (unless `outline`) over the outlines.
    static func svg(result: LayoutResult, root: ViewNode?, selected: Int?, format: NumberFormat, searchPath: ProfileSearchPath, options: PictureOptions) -> (document: String, warnings: [String]) {
        guard !options.outline else { return (LayoutSVG(result: result, selected: selected, format: format).document(), []) }
        let (scene, warnings) = scene(result: result, root: root, searchPath: searchPath, appearance: options.appearance)
        return (LayoutSVG(result: result, selected: selected, format: format, picture: scene).document(), warnings)
    }

    /// `light` or `dark`, or an error naming them.
    public static func appearance(_ word: String) throws(CommandError) -> Appearance {
        guard let value = Appearance(rawValue: word.lowercased()) else {
            throw CommandError("the appearance is light or dark, not '\(word)'")
        }
        return value
    }
}
