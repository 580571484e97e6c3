import Foundation
import LayoutCore
import Profiles

/// A layout fixture: a SwiftUI snippet, the device or window it runs on, and the expected frames
/// of views named with `.id(…)`, each with the source of its numbers.
///
/// A fixture is a `.swift` file in `Tests/Fixtures/` whose header comments say:
/// ```
/// // fixture: what the case checks
/// // device: iphone-15-pro [landscape]      or   // window: 300x300
/// //                                          (a window of the device's platform, the default
/// //                                          device when none; `window: plain:300x300` has none)
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
/// // expect-guess: name                      (the node named `name` is a stand-in marked as a guess:
/// //                                          `(guess)` in the frames table, `guess` in JSON)
/// // class: text                             (measured fixtures: text, symbols, controls, lists, stacks)
/// // strategy: sizeThatFits                  (how a snapshot laid the view out: `sizeThatFits` proposes
/// //                                          0×0, then lays out in a window of the answer; `fixed WxH`
/// //                                          is a WxH window of the device; `device` its full screen)
/// // scale: 3                                (the snapshot's pixels per point; default the device's)
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
    /// `window: plain:WxH`: a window of no platform (`WindowSelection.plain`).
    var plainWindow = false
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
    /// `tolerance:` as written, when written.
    var statedTolerance: Double?
    /// What a measured fixture measures (`class:`).
    var measuredClass: String?
    var strategy: SnapshotStrategy?
    var scale: Double?
    var expectations: [Expectation] = []
    var expectedDiagnostics: [(severity: String, text: String)] = []
    /// `expect-guess:` names: nodes that must be marked as guesses (`ViewKind.guess`).
    var expectedGuesses: [(name: String, line: Int)] = []
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
            } else if var text = value(after: "window") {
                plainWindow = text.hasPrefix(WindowSelection.plainPrefix)
                if plainWindow { text.removeFirst(WindowSelection.plainPrefix.count) }
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
                statedTolerance = Double(text)
            } else if let text = value(after: "class") {
                measuredClass = text.split(separator: " ").first.map(String.init)
            } else if let text = value(after: "strategy") {
                guard let parsed = SnapshotStrategy(text) else {
                    throw ParseError.malformed(file: path, line: index + 1, message: "strategy: is sizeThatFits, fixed WIDTHxHEIGHT or device, not '\(text)'")
                }
                strategy = parsed
                if case .fixed(let size) = parsed { window = size }
            } else if let text = value(after: "scale") {
                guard let number = Double(text), number > 0 else { throw ParseError.malformed(file: path, line: index + 1, message: "scale: expects a number of pixels per point") }
                scale = number
            } else if let text = value(after: "set") {
                if text.hasPrefix("list=") { listPolicy = ListContainerPolicy(rawValue: String(text.dropFirst(5))) }
            } else if let text = value(after: "expect-diagnostic") {
                let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2 else { throw ParseError.malformed(file: path, line: index + 1, message: "expect-diagnostic: expects SEVERITY: TEXT") }
                expectedDiagnostics.append((parts[0], parts[1]))
            } else if let text = value(after: "expect-guess") {
                // The name, then an optional note saying why.
                guard let name = text.split(separator: " ").first else { throw ParseError.malformed(file: path, line: index + 1, message: "expect-guess: expects a node name") }
                expectedGuesses.append((String(name), index + 1))
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
        if deviceID == nil && window == nil && strategy == nil { throw ParseError.malformed(file: path, line: 1, message: "needs '// device: ID', '// window: WxH' or '// strategy: …'") }
    }

    /// The environment the fixture names: a device (the default one for a bare `window: WxH`),
    /// its orientation, window, column and OS; `window: plain:WxH` is a window of no platform.
    func environment(in registry: ProfileRegistry) throws -> LayoutEnvironment {
        let os = try self.os.map { name throws(ProfileError) in try OperatingSystem.named(name) }
        let selected: WindowSelection? = if let window {
            plainWindow ? .plain(width: window.width, height: window.height) : .size(width: window.width, height: window.height)
        } else {
            windowName.map(WindowSelection.named)
        }
        var environment = try registry.environment(for: DeviceSelection(
            deviceID: deviceID ?? ProfileRegistry.defaultDeviceID, orientation: orientation,
            window: strategy == .sizeThatFits ? .size(width: 0, height: 0) : selected, column: column, os: os, posture: posture))
        if let scale { environment.displayScale = scale }
        if let policy = listPolicy { environment.listContainerPolicy = policy }
        if let size = dynamicTypeSize { environment.dynamicTypeSize = size }
        if let direction = layoutDirection { environment.layoutDirection = direction }
        return environment
    }

    /// Lays `root` out as the fixture's strategy does. `sizeThatFits` is swift-snapshot-testing's:
    /// `UIHostingController.sizeThatFits(in: .zero)` proposes 0×0 to the root, and the image is a
    /// window of the answer, in which the root is laid out again.
    func layout(_ root: ViewNode, in environment: LayoutEnvironment) -> (LayoutResult, LayoutEnvironment) {
        guard strategy == .sizeThatFits else { return (LayoutEngine.layout(root, in: environment), environment) }
        var fitted = environment
        fitted.windowSize = Size(width: 0, height: 0)
        let answer = LayoutEngine.layout(root, in: fitted).nodes.first?.frame.size ?? .zero
        fitted.windowSize = Size(width: answer.width.isFinite ? max(0, answer.width) : 0, height: answer.height.isFinite ? max(0, answer.height) : 0)
        fitted.description.displayName = "\(formatLength(fitted.windowSize.width))x\(formatLength(fitted.windowSize.height)) window (sizeThatFits)"
        return (LayoutEngine.layout(root, in: fitted), fitted)
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

/// How a snapshot test laid its view out (`strategy:`).
enum SnapshotStrategy: Equatable, Sendable {
    case sizeThatFits
    case fixed(Size)
    case device

    init?(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        switch words.first {
        case "sizeThatFits": self = .sizeThatFits
        case "device": self = .device
        case "fixed":
            let parts = words.count > 1 ? words[1].split(separator: "x").compactMap { Double($0) } : []
            guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
            self = .fixed(Size(width: parts[0], height: parts[1]))
        default: return nil
        }
    }
}
