import CEditLine
import Foundation

/// Line editing with the system libedit (its native histedit API): emacs keys, history, Tab
/// completion from a `CompletionContext`, Ctrl-C cancelling the line, Ctrl-D ending input.
/// libedit calls back through C function pointers; the editor reaches its Swift state through
/// libedit's client-data pointer, so no process-wide state is needed.
public final class LineEditor {
    public enum Event: Equatable {
        case line(String)
        /// Ctrl-C: the line being typed was discarded.
        case cancelled
        /// Ctrl-D on an empty line, or the end of input.
        case endOfInput
    }

    /// State the C callbacks reach through `EL_CLIENTDATA`.
    final class Client {
        /// A C string libedit reads on each redraw; owned here.
        var prompt: UnsafeMutablePointer<CChar> = strdup("")
        var context = CompletionContext()
        var cancelled = false
        let output: UnsafeMutablePointer<FILE>

        init(output: UnsafeMutablePointer<FILE>) { self.output = output }

        deinit { free(prompt) }

        func setPrompt(_ text: String) {
            free(prompt)
            prompt = strdup(text)
        }

        static func from(_ editLine: OpaquePointer?) -> Client? {
            guard let editLine, let raw = fl_el_client(editLine) else { return nil }
            return Unmanaged<Client>.fromOpaque(raw).takeUnretainedValue()
        }
    }

    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let client: Client

    /// Sets up editing on standard input and output; nil when libedit cannot start.
    public init?() {
        guard let input = fdopen(STDIN_FILENO, "r"), let output = fdopen(STDOUT_FILENO, "w"),
              let errors = fdopen(STDERR_FILENO, "w"),
              let editLine = el_init("framelab", input, output, errors) else { return nil }
        guard let history = fl_history_init(Int32(HistoryFile.limit)) else {
            el_end(editLine)
            return nil
        }
        self.editLine = editLine
        self.history = history
        self.client = Client(output: output)
        fl_el_configure(editLine, Unmanaged.passUnretained(client).toOpaque(), Self.prompt, history, Self.complete, Self.cancel)
    }

    deinit {
        el_end(editLine)
        history_end(history)
    }

    public var completionContext: CompletionContext {
        get { client.context }
        set { client.context = newValue }
    }

    /// Adds a line to the in-memory history (Up recalls it).
    public func addHistory(_ line: String) {
        fl_history_enter(history, line)
    }

    /// Reads one line with `prompt`.
    public func readLine(prompt: String) -> Event {
        client.setPrompt(prompt)
        client.cancelled = false
        var count: Int32 = 0
        guard let raw = el_gets(editLine, &count) else { return .endOfInput }
        if client.cancelled { return .cancelled }
        if count <= 0 { return .endOfInput }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    private static let prompt: fl_prompt_function = { editLine in
        guard let client = Client.from(editLine) else { return nil }
        return client.prompt
    }

    private static let cancel: fl_key_function = { editLine, _ in
        guard let client = Client.from(editLine) else { return UInt8(CC_ERROR) }
        client.cancelled = true
        fputs("^C\n", client.output)
        return UInt8(CC_NEWLINE)
    }

    private static let complete: fl_key_function = { editLine, _ in
        guard let editLine, let client = Client.from(editLine), let info = el_line(editLine)?.pointee,
              let start = info.buffer, let cursor = info.cursor else { return UInt8(CC_ERROR) }
        let length = start.distance(to: cursor)
        let before = String(decoding: UnsafeRawBufferPointer(start: start, count: length), as: UTF8.self)
        let completion = Completer.complete(before, in: client.context)
        guard !completion.candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        var insertion = String(completion.commonPrefix.dropFirst(completion.word.count))
        if completion.candidates.count == 1 { insertion += completion.terminator }
        if !insertion.isEmpty {
            _ = el_insertstr(editLine, insertion)
            return UInt8(CC_REFRESH)
        }
        fputs("\n" + LineEditor.columns(completion.candidates) + "\n", client.output)
        return UInt8(CC_REDISPLAY)
    }

    /// Candidates in columns, for a terminal about 80 wide.
    static func columns(_ candidates: [String]) -> String {
        let width = (candidates.map(\.count).max() ?? 0) + 2
        let perLine = max(1, 80 / width)
        var lines: [String] = []
        for start in stride(from: 0, to: candidates.count, by: perLine) {
            let row = candidates[start..<min(start + perLine, candidates.count)]
            lines.append(row.map { $0.padding(toLength: width, withPad: " ", startingAt: 0) }.joined().trimmingCharacters(in: .whitespaces))
        }
        return lines.joined(separator: "\n")
    }
}
