import Foundation
import LayoutCore
import ViewSyntax

/// What `framelab watch` shows, without the terminal: the files' preview or view laid out on the current device
/// (drawing and frames table, or `:why NAME`), a status line, and after a save that does not
/// translate, the diagnostics above the last good layout, dimmed. Keys change the device,
/// orientation and column through the same interpreter the REPL uses.
struct WatchScreen {
    var interpreter: CommandInterpreter
    /// The files and directories watched, read together as one module; the first is the primary file.
    var paths: [String]
    var why: String?
    /// The preview or view to lay out (`--preview`, the `p` key); automatic picks as `eval` does.
    var choice: RootChoice
    /// "laid out: #Preview "Dark" (…)": which preview or view is on screen.
    var laidOut: String?
    /// The body of the last layout that worked, shown dimmed under an error.
    var lastGood: String?
    /// Diagnostics of the last save, when it failed.
    var problem: String?
    var status = ""
    /// The terminal's height, when known: the drawing is scaled so that it and the table fit.
    var rows: Int?

    init(interpreter: CommandInterpreter, paths: [String], why: String?, preview: String? = nil) {
        self.interpreter = interpreter
        self.paths = paths
        self.why = why
        choice = preview.map(RootChoice.preview) ?? .automatic
    }

    /// Reads the files again and lays out the chosen preview or view, translated for the current
    /// environment; on errors keeps the last good layout.
    mutating func reload(columns: Int) {
        var attempt = interpreter
        var output = CommandOutput()
        do throws(CommandError) {
            let files = try SourceFileLoader.load(paths)
            try attempt.show(LoadedSource(own: files, choice: choice, fromFiles: true), &output)
        } catch {
            problem = paths.count == 1 && !FileManager.default.fileExists(atPath: paths[0])
                ? "\(error.message) (still watching the path)" : error.message
            return
        }
        interpreter = attempt
        if let selection = interpreter.loadedSource?.selection, selection.kind != .expressions {
            laidOut = "laid out: \(selection.summary)"
        }
        problem = nil
        lastGood = body(columns: columns)
    }

    /// The next preview of the files (after the last, the first), laid out.
    mutating func nextPreview(columns: Int) {
        guard let selection = interpreter.loadedSource?.selection, !selection.previews.isEmpty else {
            status = "the files have no previews; the view on screen is \(interpreter.loadedSource?.selection?.summary ?? "the last one that laid out")"
            return
        }
        var current = 0
        if case .preview(let preview) = selection.kind { current = preview.index }
        let next = selection.previews[current % selection.previews.count]
        choice = .preview(String(next.index))
        reload(columns: columns)
        status = problem == nil ? "preview \(next.index) of \(selection.previews.count): \(next.title)" : "preview \(next.index) does not lay out"
    }

    /// Runs a command for a key (`:device …`) and lays out again.
    mutating func run(_ command: String, columns: Int) {
        let output = interpreter.execute(InputEntry(text: command))
        if output.failed {
            status = output.messages.filter(\.isDiagnostic).map { $0.rendered(style: .plain) }.joined(separator: "; ")
        } else if problem == nil {
            lastGood = body(columns: columns)
        }
    }

    /// What a key does; false when the key quits.
    mutating func handle(key: UInt8, columns: Int) -> Bool {
        switch key {
        case UInt8(ascii: "q"), 0x03, 0x04: return false
        case UInt8(ascii: "d"): switchDevice(by: 1, columns: columns)
        case UInt8(ascii: "D"): switchDevice(by: -1, columns: columns)
        case UInt8(ascii: "o"): run(":orientation", columns: columns); status = "orientation \(interpreter.session.state.selection.orientation.rawValue)"
        case UInt8(ascii: "c"): switchColumn(columns: columns)
        case UInt8(ascii: "s"): switchOS(columns: columns)
        case UInt8(ascii: "r"): reload(columns: columns); status = "reloaded"
        case UInt8(ascii: "+"), UInt8(ascii: "="): switchDynamicType(by: 1, columns: columns)
        case UInt8(ascii: "-"): switchDynamicType(by: -1, columns: columns)
        case UInt8(ascii: "p"): nextPreview(columns: columns)
        default:
            status = "keys: d/D device, o orientation, s OS, +/- Dynamic Type, c column, p preview, r reload, q quit"
        }
        return true
    }

    private mutating func switchDevice(by step: Int, columns: Int) {
        let ids = interpreter.profiles.registry.devices.keys.sorted()
        guard !ids.isEmpty else {
            status = "there are no device profiles"
            return
        }
        let current = ids.firstIndex(of: interpreter.session.state.selection.deviceID) ?? 0
        let next = ids[(current + step + ids.count) % ids.count]
        run(":device \(next) \(interpreter.session.state.selection.orientation.rawValue)", columns: columns)
        status = "device \(next)"
    }

    /// The next OS generation the device runs (after the newest, the oldest).
    private mutating func switchOS(columns: Int) {
        guard let device = interpreter.profiles.registry.devices[interpreter.session.state.selection.deviceID], !device.osVersions.isEmpty else {
            status = "this device names no OS versions"
            return
        }
        let current = interpreter.session.state.selection.os ?? device.defaultOS
        let index = device.osVersions.firstIndex { $0 == current } ?? device.osVersions.count - 1
        let next = device.osVersions[(index + 1) % device.osVersions.count]
        run(":os \(next.id)", columns: columns)
        status = "OS \(next.id)"
    }

    /// One Dynamic Type size up or down from the current one (large when none was chosen).
    private mutating func switchDynamicType(by step: Int, columns: Int) {
        let sizes = DynamicTypeSize.allCases
        let current = sizes.firstIndex(of: interpreter.session.state.settings.dynamicTypeSize) ?? 0
        let next = sizes[min(max(current + step, 0), sizes.count - 1)]
        var state = interpreter.session.state
        state.settings.dynamicTypeSize = next
        var output = CommandOutput()
        do {
            try interpreter.apply(state, &output, show: .nothing)
        } catch {
            status = error.message
            return
        }
        if problem == nil { lastGood = body(columns: columns) }
        status = "Dynamic Type \(next.shortName)"
    }

    private mutating func switchColumn(columns: Int) {
        let order: [SplitColumn?] = [nil, .sidebar, .content, .detail]
        let current = order.firstIndex(of: interpreter.session.state.selection.column) ?? 0
        let next = order[(current + 1) % order.count]
        run(":column \(next?.rawValue ?? "none")", columns: columns)
        status = "column \(next?.rawValue ?? "default")"
    }

    /// The drawing and frames table, or the explanation for `why`.
    func body(columns: Int) -> String {
        var probe = interpreter
        let command = why.map { ":why \($0)" } ?? ":draw \(max(20, min(drawingColumns(columns), 1000)))"
        var text = probe.execute(InputEntry(text: command)).rendered(style: interpreter.style)
        if why == nil { text += "\n" + probe.execute(InputEntry(text: ":frames")).rendered(style: interpreter.style) }
        return text
    }

    /// The widest drawing whose height (a row is two columns' worth of points) leaves room for the
    /// table and the header lines in `rows`.
    func drawingColumns(_ columns: Int) -> Int {
        guard let rows, let result = interpreter.session.result else { return columns }
        let window = result.environment.windowSize
        guard window.width > 0, window.height > 0 else { return columns }
        let available = rows - result.nodes.count - 11
        return min(columns, max(20, Int(Double(available) * 2 * window.width / window.height)))
    }

    /// The whole screen.
    func render() -> String {
        let style = interpreter.style
        let name = (paths.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "") + (paths.count > 1 ? " (+\(paths.count - 1))" : "")
        var lines = [style.bold("framelab watch \(name)") + style.dim("  d/D device · o orientation · s OS · +/- type · c column · p preview · q quit")]
        if let laidOut { lines.append(style.dim(laidOut)) }
        if !status.isEmpty { lines.append(style.dim(status)) }
        if let problem {
            lines.append(problem)
            if let lastGood {
                lines.append(style.dim("last good layout (kept until the file lays out again):"))
                lines.append(contentsOf: lastGood.split(separator: "\n", omittingEmptySubsequences: false).map { style.dim(String($0)) })
            }
        } else if let lastGood {
            lines.append(lastGood)
        }
        // The diagnostic stays at the top; what does not fit below it is cut, not scrolled away.
        let all = lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        guard let rows, all.count > rows - 4 else { return lines.joined(separator: "\n") }
        return all.prefix(max(rows - 4, 1)).joined(separator: "\n")
    }
}
