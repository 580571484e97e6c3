import Foundation

/// `framelab run FILE…`: each script as `:load` would run it; exit status 1 if any command failed
/// or any `:expect` did not hold.
public enum ScriptRunner {
    public static func run(files: [String], options: SessionOptions) -> Int32 {
        var interpreter = options.makeInterpreter()
        let writer = OutputWriter(style: interpreter.style)
        let start = interpreter.start()
        writer.write(start)
        var failed = start.failed
        for file in files {
            let output = interpreter.execute(InputEntry(text: ":load \(file)"))
            OutputWriter(style: interpreter.style).write(output)
            failed = failed || output.failed
            if output.quit { break }
        }
        return failed ? 1 : 0
    }
}
