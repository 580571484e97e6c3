import CCairo
import Foundation
import LayoutCore
import Profiles

/// A `PictureScene` as a PNG, drawn with cairo (an image surface `scale` pixels a point): the
/// screen's background, then each mark clipped to its rectangle; text in Inter through cairo's
/// font selection (fontconfig), the font FrameLab measures text with. The encoded file is
/// returned as bytes, so a caller writes it whole or not at all.
struct ScenePNG {
    var scene: PictureScene
    var scale: Double
    /// Corner radius of the screen (the picture is transparent outside it).
    var cornerRadius: Double = 0

    /// The largest side a picture may have, in pixels.
    static let maximumSide = 16_384
    static let scales: ClosedRange<Double> = 0.1...16

    enum Failure: Error, Equatable {
        case badScale(Double)
        case tooLarge(width: Int, height: Int)
        case cairo(String)

        var message: String {
            switch self {
            case .badScale(let scale):
                "the scale is a number from \(formatLength(ScenePNG.scales.lowerBound)) to \(formatLength(ScenePNG.scales.upperBound)) pixels a point, not \(formatLength(scale))"
            case .tooLarge(let width, let height):
                "a \(width)×\(height) px picture is over the \(ScenePNG.maximumSide) px limit on a side; give a smaller scale"
            case .cairo(let why): "cairo could not draw the picture: \(why)"
            }
        }
    }

    /// The picture's size in pixels.
    func pixelSize() throws(Failure) -> (width: Int, height: Int) {
        guard scale.isFinite, Self.scales.contains(scale) else { throw .badScale(scale) }
        let width = (scene.size.width * scale).rounded(.up)
        let height = (scene.size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width <= Double(Self.maximumSide), height <= Double(Self.maximumSide) else {
            throw .tooLarge(width: width.isFinite ? Int(min(width, 1e9)) : Int.max, height: height.isFinite ? Int(min(height, 1e9)) : Int.max)
        }
        return (max(1, Int(width)), max(1, Int(height)))
    }

    func encoded() throws(Failure) -> [UInt8] {
        let (width, height) = try pixelSize()
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { throw .cairo("no surface") }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw .cairo(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        // The screen, rounded like the device's.
        roundedRect(cr, Rect(origin: .zero, size: scene.size), radius: cornerRadius)
        cairo_clip(cr)
        setColour(cr, scene.background)
        cairo_paint(cr)
        for item in scene.items where item.clip.width > 0 && item.clip.height > 0 {
            cairo_save(cr)
            cairo_rectangle(cr, item.clip.minX, item.clip.minY, item.clip.width, item.clip.height)
            cairo_clip(cr)
            draw(cr, item)
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(cairo_status(cr)))) }
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }

    /// Collects the PNG stream's bytes.
    private final class ByteSink {
        var bytes: [UInt8] = []
    }

    private func draw(_ cr: OpaquePointer, _ item: PictureScene.Item) {
        let rect = item.rect
        switch item.mark {
        case .fill(let shape, let colour):
            guard colour.alpha > 0 else { return }
            path(cr, shape, rect)
            setColour(cr, colour)
            cairo_fill(cr)
        case .stroke(let shape, let colour, let width):
            path(cr, shape, rect.inset(by: EdgeInsets(top: width / 2, leading: width / 2, bottom: width / 2, trailing: width / 2)))
            setColour(cr, colour)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        case .line(let colour, let width):
            cairo_move_to(cr, rect.minX, rect.minY)
            cairo_line_to(cr, rect.maxX, rect.maxY)
            setColour(cr, colour)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        case .text(let text):
            drawText(cr, text, in: rect)
        case .symbol(let name, let colour):
            let radius = min(rect.width, rect.height) * 0.22
            roundedRect(cr, rect, radius: radius)
            setColour(cr, colour.withOpacity(0.18))
            cairo_fill_preserve(cr)
            setColour(cr, colour)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            caption(cr, name, in: rect, colour: colour)
        case .image(let name, let fill, let text):
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            setColour(cr, fill)
            cairo_fill(cr)
            cairo_move_to(cr, rect.minX, rect.minY)
            cairo_line_to(cr, rect.maxX, rect.maxY)
            cairo_move_to(cr, rect.maxX, rect.minY)
            cairo_line_to(cr, rect.minX, rect.maxY)
            setColour(cr, text.withOpacity(0.3))
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            caption(cr, name, in: rect, colour: text)
        }
    }

    private func drawText(_ cr: OpaquePointer, _ text: PictureScene.TextMark, in rect: Rect) {
        selectFont(cr, weight: text.weight, italic: text.italic, size: text.pointSize)
        setColour(cr, text.colour)
        for (k, line) in text.lines.enumerated() {
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, line, &extents)
            let x: Double = switch text.alignment {
            case .leading: rect.minX
            case .center: rect.midX - extents.x_advance / 2
            case .trailing: rect.maxX - extents.x_advance
            }
            cairo_move_to(cr, x, rect.minY + text.baseline(k))
            cairo_show_text(cr, line)
        }
    }

    private func caption(_ cr: OpaquePointer, _ name: String, in rect: Rect, colour: RGBA) {
        var size = max(3, min(10, rect.height * 0.3))
        selectFont(cr, weight: "regular", italic: false, size: size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, name, &extents)
        if extents.x_advance > rect.width - 2, extents.x_advance > 0 {
            // Small enough to fit the box.
            size = max(3, size * (rect.width - 2) / extents.x_advance)
            selectFont(cr, weight: "regular", italic: false, size: size)
            cairo_text_extents(cr, name, &extents)
        }
        setColour(cr, colour)
        cairo_move_to(cr, rect.midX - extents.x_advance / 2, rect.midY + size * 0.35)
        cairo_show_text(cr, name)
    }

    /// Inter (installed by `make deps` as fonts-inter) in the weight's own face (`Inter Semi Bold`
    /// for `.semibold`: Inter's static fonts name a family per weight); fontconfig substitutes a
    /// sans-serif when a face is absent.
    private func selectFont(_ cr: OpaquePointer, weight: String, italic: Bool, size: Double) {
        let family = Self.interFamilies[weight] ?? "Inter"
        let bold = weight == "bold" ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL
        cairo_select_font_face(cr, family, italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL, bold)
        cairo_set_font_size(cr, size)
    }

    /// SwiftUI's weights and the Inter family that draws each (`Inter` with cairo's bold for bold).
    static let interFamilies = [
        "ultraLight": "Inter Extra Light", "thin": "Inter Thin", "light": "Inter Light", "regular": "Inter",
        "medium": "Inter Medium", "semibold": "Inter Semi Bold", "bold": "Inter", "heavy": "Inter Extra Bold", "black": "Inter Black",
    ]

    private func path(_ cr: OpaquePointer, _ shape: PictureScene.Shape, _ rect: Rect) {
        switch shape {
        case .rectangle(let radius): roundedRect(cr, rect, radius: radius)
        case .capsule: roundedRect(cr, rect, radius: min(rect.width, rect.height) / 2)
        case .ellipse:
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, rect.width / 2, rect.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        }
    }

    private func roundedRect(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    private func setColour(_ cr: OpaquePointer, _ colour: RGBA) {
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
    }
}
