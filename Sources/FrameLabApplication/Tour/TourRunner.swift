import Foundation

/// `framelab tour`: every step of the tour; on a terminal it pauses after each step so the
/// newcomer can try a command (Enter goes on, q stops). Exit status 1 if a step failed.
public enum TourRunner {
    public static func run(pause: Bool, options: SessionOptions) -> Int32 {
        var interpreter = options.makeInterpreter()
        let writer = OutputWriter(style: interpreter.style)
        writer.write(interpreter.start())
        let tour: TourScript
        do {
            tour = try TourScript.load()
        } catch {
            writer.line("error: \(error.message)", error: true)
            return 1
        }
        let interactive = pause && isatty(STDIN_FILENO) == 1
        var failed = false
        for index in tour.steps.indices {
            let output = interpreter.runTourStep(tour, index)
            writer.write(output)
            failed = failed || output.failed
            guard interactive, index + 1 < tour.steps.count else { continue }
            while true {
                FileHandle.standardOutput.write(Data((interpreter.style.dim("Enter: next example · type a command to try it · q: leave the tour") + "\ntour> ").utf8))
                guard let line = readLine() else { return failed ? 1 : 0 }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { break }
                if trimmed == "q" || trimmed == ":quit" { return failed ? 1 : 0 }
                writer.write(interpreter.execute(InputEntry(text: line)))
            }
        }
        return failed ? 1 : 0
    }
}
