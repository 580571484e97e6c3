import Foundation

/// What `:snapshot` does with a stored snapshot.
public enum SnapshotPolicy: Sendable {
    /// Record a missing snapshot; compare an existing one.
    case recordMissing
    /// Rewrite every snapshot with the current frames (`framelab test --update-snapshots`).
    case update
}

extension CommandInterpreter {
    /// `:snapshot NAME`: records the frames to `__snapshots__/NAME.json` beside the script (or the
    /// current directory) the first time, and compares with it afterwards. Inside an `:each-…`
    /// block the variation is part of the name (`NAME@iphone-se-portrait.json`).
    func snapshot(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(1)
        guard words.count == 1, rest.isEmpty else { throw call.usageError() }
        let name = words[0]
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }), !name.hasPrefix(".") else {
            throw CommandError("a snapshot name is letters, digits, '-', '_' and '.', not '\(name)'")
        }
        let fileName = name + (variationLabel.map { "@" + $0.replacingOccurrences(of: " ", with: "-") } ?? "") + ".json"
        let path = resolve(path: "__snapshots__/" + fileName, from: call.entry)
        let current = FrameSnapshot(try requireResult())
        let manager = FileManager.default
        let existed = manager.fileExists(atPath: path)
        if snapshotPolicy == .update || !existed {
            do {
                try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(current.encoded(), to: path)
            } catch {
                throw CommandError("cannot write \(path): \(Self.reason(error))")
            }
            let verb = existed ? "updated" : "recorded"
            output.messages.append(OutputMessage(kind: .passed, text: "snapshot \(name) \(verb) (\(Self.shortPath(path)))", location: call.entry.location))
            return
        }
        let stored: String
        do {
            stored = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CommandError("cannot read \(path): \(Self.reason(error))")
        }
        let differences = try FrameSnapshot.decode(stored, file: path).differences(to: current, format: format)
        guard differences.isEmpty else {
            throw CommandError("snapshot \(name) differs from \(Self.shortPath(path)) (stored → now):\n" + differences.map { "    " + $0 }.joined(separator: "\n")
                + "\n    (framelab test --update-snapshots records the new frames)")
        }
        output.messages.append(OutputMessage(kind: .passed, text: "snapshot \(name) matches", location: call.entry.location))
    }

    /// `path` relative to the current directory when it is inside it.
    static func shortPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
