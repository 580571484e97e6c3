import Foundation
import FrameLabApplication
import Profiles

/// The layout service every tool call of one `framelab mcp` process uses: the profiles are read
/// once and again only when a profile file was added, removed or edited (reading them all cost
/// each call ~60 ms in a debug build). A broken edit keeps the last good profiles, as in the REPL.
final class SharedLayoutService: @unchecked Sendable {
    private let lock = NSLock()
    private var cached: (searchPath: ProfileSearchPath, service: LayoutService)?
    private var reloadErrors: [String] = []

    /// The errors of the last reload, each `file:line:col: message`, while the last good profiles stand in.
    var profileErrors: [String] { lock.withLock { reloadErrors } }

    /// The service for `options`' profile directories, read again first if their files changed.
    func service(for options: SessionOptions) -> LayoutService {
        lock.withLock {
            guard var entry = cached, entry.searchPath == options.searchPath else {
                let service = LayoutService(options: options)
                cached = (options.searchPath, service)
                reloadErrors = []
                return service
            }
            if entry.service.profileFilesChanged {
                reloadErrors = entry.service.reloadProfiles()
                cached = entry
            }
            return entry.service
        }
    }
}
