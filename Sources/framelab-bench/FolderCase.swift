import Foundation

/// `folder-500`: an app folder of 500 generated files laid out by `framelab eval --file DIR/
/// --view NAME`, as issue 26 tells users to work. Each file is one feature of
/// `ProcessCases.generatedSource` (a card, a row and a detail screen, about 75 lines), so the
/// folder holds about 37,500 lines; every file is parsed, one view is laid out (docs/app-folders.md).
enum FolderCase {
    static func folder(framelab: String, files: Int) -> BenchmarkCase {
        BenchmarkCase(name: "folder-\(files)", summary: "framelab eval --file DIR/ --view Feature0Detail of \(files) generated files (process)") {
            let directory = NSTemporaryDirectory() + "framelab-bench-folder-\(getpid())"
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // One feature's views and a list of it; the names made unique per file.
            let template = ProcessCases.generatedSource(lines: 75)
            for index in 0..<files {
                let text = template.replacingOccurrences(of: "Feature0", with: "Feature\(index)")
                    .replacingOccurrences(of: "ContentView", with: "Feature\(index)List")
                try? text.write(toFile: directory + "/Feature\(index).swift", atomically: false, encoding: .utf8)
            }
            return (files, { ProcessCases.run(framelab, ["eval", "--file", directory + "/", "--view", "Feature0Detail"]) })
        }
    }
}
