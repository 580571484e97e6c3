import Foundation
import LayoutCore

/// A layout fixture: a SwiftUI snippet, the device or window it runs on, and the expected frames
/// of views named with `.id(…)`, each with the source of its numbers.
///
/// A fixture is a `.swift` file in `Tests/Fixtures/` whose header comments say:
/// ```
/// // fixture: what the case checks
/// // device: iphone-15-pro [landscape]      or   // window: 300x300
/// // column: detail                          (optional: split-view column)
/// // os: ios17                               (optional: OS generation; default the device's newest)
/// // posture: open                            (optional: a foldable's posture, folded or open)
///   (`// device:` and `// window: 900x600` together: a free-form window of that device, as `--window`)
/// // dynamic-type: AX2                        (optional: content size category, any `DynamicTypeSize(name:)`)
/// // direction: rtl                           (optional: layout direction, ltr or rtl)
/// // set: list=passes-by                     (optional)
/// // present: 1                              (optional: lay out the Nth presentation, as `:present N`;
/// //                                          `expect $presentation: …` checks its frame in the window;
/// //                                          `present: 1 main` lays out the main tree while it is shown)
/// // source: where the numbers come from
/// // expect rect: x=-3.5 y=248.75 width=400 height=379.5   (the arithmetic; fields: x y width height minX maxX midX minY maxY midY)
/// // expect-diagnostic: warning: does not scroll
/// ```
/// The whole file, comments included, is the SwiftUI source.
struct Fixture: CustomStringConvertible, Sendable {
    struct Expectation: Sendable {
        var name: String
        var values: [(field: String, value: Double)]
        var note: String
        var line: Int
    }

    var file: String
    var summary: String
    var deviceID: String?
    var orientation: Orientation = .portrait
    var window: Size?
    /// A named window of the device (`split-1/2`, `slide-over`).
    var windowName: String?
    var column: SplitColumn?
    var listPolicy: ListContainerPolicy?
    /// The OS generation id (`ios17`); nil is the device's newest.
    var os: String?
    /// A foldable's posture (`folded`, `open`); nil is the device's default.
    var posture: String?
    var dynamicTypeSize: DynamicTypeSize?
    var layoutDirection: LayoutDirection?
    /// The presentation (1-based, in source order) laid out instead of the main tree.
    var presentation: Int?
    /// Whether the main tree is laid out while the presentation is shown (`present: 1 main`).
    var presentationShowsMain = false
    var tolerance = 0.01
    var expectations: [Expectation] = []
    var expectedDiagnostics: [(severity: String, text: String)] = []
    var source: String

    var description: String { (file as NSString).lastPathComponent }

    enum ParseError: Error, CustomStringConvertible {
        case malformed(file: String, line: Int, message: String)
        var description: String {
            switch self {
            case .malformed(let file, let line, let message): "\(file):\(line): \(message)"
            }
        }
    }

    init(path: String) throws {
        file = path
        source = try String(contentsOfFile: path, encoding: .utf8)
        summary = ""
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("//") else { continue }
            let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            func value(after key: String) -> String? {
                body.hasPrefix(key + ":") ? body.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces) : nil
            }
            if let text = value(after: "fixture") {
                summary = text
            } else if let text = value(after: "device") {
                let words = text.split(separator: " ").map(String.init)
                deviceID = words.first
                if words.count > 1 {
                    guard let parsed = Orientation(rawValue: words[1]) else { throw ParseError.malformed(file: path, line: index + 1, message: "unknown orientation \(words[1])") }
                    orientation = parsed
                }
            } else if let text = value(after: "window") {
                let parts = text.split(separator: "x").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                if parts.count == 2 {
                    window = Size(width: parts[0], height: parts[1])
                } else {
                    windowName = text
                }
            } else if let text = value(after: "column") {
                column = SplitColumn(rawValue: text)
            } else if let text = value(after: "os") {
                os = text.split(separator: " ").first.map(String.init)
            } else if let text = value(after: "posture") {
                posture = text.split(separator: " ").first.map(String.init)
            } else if let text = value(after: "dynamic-type") {
                guard let size = DynamicTypeSize(name: text) else { throw ParseError.malformed(file: path, line: index + 1, message: "unknown dynamic type size \(text)") }
                dynamicTypeSize = size
            } else if let text = value(after: "direction") {
                guard let direction = LayoutDirection(name: text) else { throw ParseError.malformed(file: path, line: index + 1, message: "direction is ltr or rtl, not \(text)") }
                layoutDirection = direction
            } else if let text = value(after: "present") {
                let words = text.split(separator: " ").map(String.init)
                guard let number = words.first.flatMap({ Int($0) }), number >= 1, words.count == 1 || words == [words[0], "main"] else {
                    throw ParseError.malformed(file: path, line: index + 1, message: "present: expects a presentation number from 1, optionally followed by main")
                }
                presentation = number
                presentationShowsMain = words.count == 2
            } else if let text = value(after: "tolerance") {
                tolerance = Double(text) ?? tolerance
            } else if let text = value(after: "set") {
                if text.hasPrefix("list=") { listPolicy = ListContainerPolicy(rawValue: String(text.dropFirst(5))) }
            } else if let text = value(after: "expect-diagnostic") {
                let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2 else { throw ParseError.malformed(file: path, line: index + 1, message: "expect-diagnostic: expects SEVERITY: TEXT") }
                expectedDiagnostics.append((parts[0], parts[1]))
            } else if body.hasPrefix("expect ") {
                let rest = body.dropFirst("expect ".count)
                guard let colon = rest.firstIndex(of: ":") else { throw ParseError.malformed(file: path, line: index + 1, message: "expect NAME: field=value …") }
                let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
                var values: [(String, Double)] = []
                var note: [Substring] = []
                for word in rest[rest.index(after: colon)...].split(separator: " ") {
                    let pair = word.split(separator: "=")
                    if note.isEmpty, pair.count == 2, ["x", "y", "width", "height", "minX", "maxX", "minY", "maxY", "midX", "midY"].contains(String(pair[0])), let number = Double(pair[1]) {
                        values.append((String(pair[0]), number))
                    } else {
                        note.append(word)
                    }
                }
                guard !values.isEmpty else { throw ParseError.malformed(file: path, line: index + 1, message: "expect \(name): no field=value pairs") }
                expectations.append(Expectation(name: name, values: values, note: note.joined(separator: " "), line: index + 1))
            }
        }
        if expectations.isEmpty { throw ParseError.malformed(file: path, line: 1, message: "no '// expect NAME: …' lines") }
        if deviceID == nil && window == nil { throw ParseError.malformed(file: path, line: 1, message: "needs '// device: ID' or '// window: WxH'") }
    }

    static func value(_ field: String, of frame: Rect) -> Double {
        switch field {
        case "x", "minX": frame.minX
        case "y", "minY": frame.minY
        case "width": frame.width
        case "height": frame.height
        case "maxX": frame.maxX
        case "midX": frame.minX + frame.width / 2
        case "midY": frame.minY + frame.height / 2
        case "maxY": frame.maxY
        default: .nan
        }
    }
}
