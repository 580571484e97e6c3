import Foundation
import Profiles

/// `framelab profiles list | show ID | validate [DIR…]`.
public enum ProfilesRunner {
    public static func list(options: SessionOptions) -> Int32 {
        let profiles = ProfileState(searchPath: options.searchPath)
        let writer = OutputWriter(style: OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO)))
        writer.line(ProfileReport.list(profiles.registry, style: writer.style))
        for diagnostic in profiles.diagnostics { writer.line(diagnostic.description, error: true) }
        return profiles.diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    public static func show(_ id: String, options: SessionOptions) -> Int32 {
        let profiles = ProfileState(searchPath: options.searchPath)
        let writer = OutputWriter(style: OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO)))
        do {
            writer.line(try ProfileReport.show(id, in: profiles.registry, style: writer.style))
            return 0
        } catch {
            writer.line("error: \(error.message)", error: true)
            return 1
        }
    }

    /// Checks `directories` on top of the standard search path (so they may extend the shipped
    /// profiles), or with none the search path itself; prints every problem. Exit status 1 if any
    /// is an error.
    public static func validate(directories: [String], options: SessionOptions) -> Int32 {
        let writer = OutputWriter(style: OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO)))
        var missing = false
        for directory in directories where !FileManager.default.fileExists(atPath: directory) {
            writer.line("\(directory): error: no such directory", error: true)
            missing = true
        }
        let base = options.searchPath
        let diagnostics = directories.isEmpty
            ? ProfileRegistry.load(searchPath: base).diagnostics
            : ProfileRegistry.validate(directories: directories, over: base)
        for diagnostic in diagnostics { writer.line(diagnostic.description, error: true) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let checked = directories.isEmpty ? base.directories : directories
        writer.line("checked \(checked.joined(separator: ", ")): " + (errors == 0 ? "no errors" : "\(errors) error\(errors == 1 ? "" : "s")"))
        return errors > 0 || missing ? 1 : 0
    }
}
