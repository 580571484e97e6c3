import Foundation

/// `framelab` with no subcommand: the REPL on a terminal, or commands read from standard input
/// (no prompt, no escape codes; exit status 1 if any failed).
public enum REPLRunner {
    public static let prompt = "framelab> "
    public static let continuationPrompt = "     ...> "

    /// `files` (Swift files or folders) are loaded first, after the journal when restoring.
    public static func run(options: SessionOptions, restore: Bool, files: [String] = []) -> Int32 {
        if isatty(STDIN_FILENO) == 1, let editor = LineEditor() {
            return interactive(options: options, restore: restore, files: files, editor: editor)
        }
        return piped(options: options, restore: restore, files: files)
    }

    private static func interactive(options: SessionOptions, restore: Bool, files: [String], editor: LineEditor) -> Int32 {
        let state = options.stateDirectory
        var interpreter = options.makeInterpreter(journal: Journal(path: state.journalPath))
        var writer = OutputWriter(style: interpreter.style)
        writer.write(interpreter.start())
        if restore { writer.write(interpreter.restoreFromJournal()) }
        if !files.isEmpty { writer.write(interpreter.load(files: files)) }
        writer.line(writer.style.dim("FrameLab \(FrameLabVersion.string): type SwiftUI source, or :help. Ctrl-D quits."))

        let history = HistoryFile(path: state.historyPath)
        let loaded = history.load()
        if let warning = loaded.warning { writer.line(writer.style.yellow("warning") + ": " + warning, error: true) }
        for line in loaded.lines { editor.addHistory(line) }
        var historyWarned = false

        // Ctrl-C while a command runs must not end the session; while typing, libedit gets it as a key.
        signal(SIGINT, SIG_IGN)
        var pending: [String] = []
        var balance = InputBalance.Scanner()
        while true {
            editor.completionContext = interpreter.completionContext
            switch editor.readLine(prompt: pending.isEmpty ? prompt : continuationPrompt) {
            case .endOfInput:
                writer.line("")
                return 0
            case .cancelled:
                pending = []
            case .line(let line):
                if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    editor.addHistory(line)
                    if let warning = history.append(line), !historyWarned {
                        writer.line(writer.style.yellow("warning") + ": " + warning, error: true)
                        historyWarned = true
                    }
                }
                if pending.isEmpty { balance = InputBalance.Scanner() }
                pending.append(line)
                balance.addLine(line)
                guard balance.isComplete else { continue }
                let text = pending.joined(separator: "\n")
                pending = []
                guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
                let output = interpreter.execute(InputEntry(text: text))
                writer.style = interpreter.style
                writer.write(output)
                if output.quit { return 0 }
            }
        }
    }

    private static func piped(options: SessionOptions, restore: Bool, files: [String]) -> Int32 {
        var interpreter = options.makeInterpreter(journal: restore ? Journal(path: options.stateDirectory.journalPath) : nil)
        var writer = OutputWriter(style: interpreter.style)
        var failed = false
        func emit(_ output: CommandOutput) {
            writer.style = interpreter.style
            writer.write(output)
            failed = failed || output.failed
        }
        emit(interpreter.start())
        if restore {
            emit(interpreter.restoreFromJournal())
            interpreter.journal = nil
        }
        if !files.isEmpty { emit(interpreter.load(files: files)) }
        var assembler = InputAssembler(file: "<stdin>")
        var number = 0
        while let line = readLine(strippingNewline: true) {
            number += 1
            for entry in assembler.feed(line, number: number) {
                let output = interpreter.execute(entry)
                emit(output)
                if output.quit { return failed ? 1 : 0 }
            }
        }
        for entry in assembler.finish() {
            let output = interpreter.execute(entry)
            emit(output)
            if output.quit { break }
        }
        return failed ? 1 : 0
    }
}
