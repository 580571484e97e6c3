// libFuzzer target: REPL command lines against a live session.
//
// One interpreter lives across inputs (on the shipped profiles, starting on iphone-15-pro), so
// the tree, undo history and settings that earlier inputs built are what later ones edit. Each
// input is split into entries as a script would be and run. Every 200 inputs the session
// starts again, to bound its growth. The profiles are loaded once, as a registry that does not
// watch its files (so no entry pays for checking them). The process works in a scratch directory, and `:save`,
// `:load` and `:profile` may only name plain files there: a fuzzer must never write elsewhere.
import CFuzzDriver
import FrameLabApplication
import Foundation
import LayoutCore
import Profiles

let repositoryRoot = ProcessInfo.processInfo.environment["FRAMELAB_REPO"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

let scratch: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let path = "\(base)/framelab-fuzz-repl-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    precondition(FileManager.default.changeCurrentDirectoryPath(path), "cannot work in \(path)")
    try? ":window 300x200\nVStack { Rectangle().id(\"a\") }\n:load b.framelab\n".write(toFile: path + "/a.framelab", atomically: true, encoding: .utf8)
    try? ":load a.framelab\n".write(toFile: path + "/b.framelab", atomically: true, encoding: .utf8)
    return path
}()

let profiles = ProfileState(registry: ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot])).registry)

func freshInterpreter() -> CommandInterpreter {
    var interpreter = CommandInterpreter(profiles: profiles)
    _ = interpreter.start()
    return interpreter
}

nonisolated(unsafe) var interpreter = freshInterpreter()
nonisolated(unsafe) var inputs = 0

/// True when a line may touch the file system outside the scratch directory.
func escapes(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    for command in [":save", ":load", ":profile", ":reload", ":open", ":export", ":picture", ":svg"] where trimmed.hasPrefix(command) {
        let argument = trimmed.dropFirst(command.count)
        if argument.contains("/") || argument.contains("~") || argument.contains("$") || argument.contains("..") { return true }
    }
    return false
}

func fuzzREPL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    _ = scratch
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    inputs += 1
    if inputs % 200 == 0 { interpreter = freshInterpreter() }
    for entry in InputEntry.split(script: text, file: "<fuzz>") where !escapes(entry.text) {
        let output = interpreter.execute(entry)
        _ = output.rendered()
        if output.quit { interpreter = freshInterpreter() }
    }
    if let result = interpreter.session.result {
        for node in result.nodes {
            let f = node.frame
            precondition(!(f.width < 0) && !(f.height < 0), "negative size \(f) after \(text.debugDescription)")
        }
    }
    return 0
}

// SwiftPM gives an executable its own main, so libFuzzer runs through its driver.
exit(FrameLabFuzzMain(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzREPL(data, size) })
