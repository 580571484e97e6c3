import Foundation
import Testing
@testable import FrameLabApplication

/// The history file: appended line by line, unreadable files set aside, unwritable ones a warning.
struct HistoryFileTests {
    @Test func appendsAndLoads() throws {
        let directory = try TestSupport.temporaryDirectory()
        let history = HistoryFile(path: directory.appendingPathComponent("state/history").path)
        #expect(history.load().lines.isEmpty)
        #expect(history.append(":help") == nil)
        #expect(history.append("VStack {") == nil)
        #expect(history.load().lines == [":help", "VStack {"])
        #expect(history.load().warning == nil)
    }

    @Test func longHistoryIsCutBack() throws {
        let directory = try TestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent("history").path
        let lines = (0..<(2 * HistoryFile.limit + 5)).map { ":help \($0)" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = HistoryFile(path: path).load()
        #expect(loaded.lines == Array(lines.suffix(HistoryFile.limit)))
        #expect(HistoryFile(path: path).load().lines == loaded.lines)
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == HistoryFile.limit)
    }

    @Test func corruptHistoryIsSetAside() throws {
        let directory = try TestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent("history").path
        try Data([0x3A, 0xFF, 0xFE, 0x00, 0x0A]).write(to: URL(fileURLWithPath: path))
        let loaded = HistoryFile(path: path).load()
        #expect(loaded.lines.isEmpty)
        #expect(loaded.warning?.contains("set aside") == true)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func unwritableHistoryIsAWarning() throws {
        let directory = try TestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent("history").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(HistoryFile(path: path).append(":help")?.contains("history will not be saved") == true)
    }
}
