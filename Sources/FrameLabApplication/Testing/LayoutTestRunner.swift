import Foundation

/// `framelab test [DIR|FILE…]`: finds `*.fl` scripts, runs each in a fresh session (several at
/// once, one per core), prints each check with its file and line, and ends with
/// `N passed, M failed`.
public enum LayoutTestRunner {
    public struct Options: Sendable {
        public var paths: [String]
        public var junitPath: String?
        public var updateSnapshots: Bool
        public init(paths: [String], junitPath: String? = nil, updateSnapshots: Bool = false) {
            self.paths = paths
            self.junitPath = junitPath
            self.updateSnapshots = updateSnapshots
        }
    }

    public static let defaultDirectory = "LayoutTests"

    /// Runs the tests and prints the report; the exit status is 1 if any check failed, any script
    /// could not be read, or no script was found.
    public static func run(_ testOptions: Options, options: SessionOptions) -> Int32 {
        let style = OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO))
        let discovery = discover(testOptions.paths.isEmpty ? [defaultDirectory] : testOptions.paths)
        for problem in discovery.problems { FileHandle.standardError.write(Data((style.red("error") + ": " + problem + "\n").utf8)) }
        guard !discovery.files.isEmpty else {
            if discovery.problems.isEmpty {
                FileHandle.standardError.write(Data("error: no *.fl scripts in \(testOptions.paths.isEmpty ? defaultDirectory : testOptions.paths.joined(separator: ", "))\n".utf8))
            }
            print("0 passed, 0 failed")
            return 1
        }
        let scripts = runAll(discovery.files, base: options.makeInterpreter(), policy: testOptions.updateSnapshots ? .update : .recordMissing)
        print(report(scripts, style: style), terminator: "")
        if let junitPath = testOptions.junitPath {
            do {
                try AtomicFile.write(JUnitReport(scripts: scripts).document(), to: junitPath)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(junitPath): \(CommandInterpreter.reason(error))\n".utf8))
                return 1
            }
        }
        let failed = scripts.contains { $0.cases.contains { !$0.passed } }
        return failed || !discovery.problems.isEmpty ? 1 : 0
    }

    /// The `*.fl` files under each directory (recursively, sorted) and each file named; paths that
    /// do not exist are problems.
    static func discover(_ paths: [String]) -> (files: [String], problems: [String]) {
        var files: [String] = []
        var problems: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append("\(path): no such file or directory")
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".fl") && !$0.split(separator: "/").contains("__snapshots__") }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            files += found
        }
        return (files, problems)
    }

    /// Each script in its own interpreter, as many at a time as there are cores; results in file order.
    static func runAll(_ files: [String], base: CommandInterpreter, policy: SnapshotPolicy) -> [LayoutTestScript] {
        let results = ResultSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            var interpreter = base
            interpreter.terminalColor = false
            interpreter.snapshotPolicy = policy
            let started = ContinuousClock.now
            var output = interpreter.start()
            output.append(interpreter.execute(InputEntry(text: ":load \(files[index])")))
            let elapsed = ContinuousClock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            results.set(index, LayoutTestScript(file: files[index], output: output, seconds: seconds))
        }
        return results.all
    }

    /// One line per check (`PASS file:line: …` / `FAIL file:line: …` with the failure's detail
    /// indented), then `N passed, M failed`.
    static func report(_ scripts: [LayoutTestScript], style: OutputStyle) -> String {
        var text = ""
        for script in scripts {
            for testCase in script.cases {
                let location = "\(testCase.file):\(testCase.line)"
                if let failure = testCase.failure {
                    let detail = failure.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                    text += style.red("FAIL") + " \(location): \(testCase.name)\n"
                    for line in detail { text += "\(line)\n" }
                } else {
                    text += style.green("PASS") + " \(location): \(testCase.name)\n"
                }
            }
        }
        let cases = scripts.flatMap(\.cases)
        let failed = cases.filter { !$0.passed }.count
        return text + "\(cases.count - failed) passed, \(failed) failed\n"
    }
}

/// Results written by concurrent runs, one slot each.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [LayoutTestScript?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ script: LayoutTestScript) {
        lock.withLock { slots[index] = script }
    }

    var all: [LayoutTestScript] { lock.withLock { slots.compactMap { $0 } } }
}
