import Foundation
import FrameLabApplication

/// Tells the hub when a served file or a profile is saved, through the shared inotify
/// `FileWatcher` (the same one `framelab watch` uses): served files, and the profile directories.
public struct PreviewWatcher: Sendable {
    let hub: PreviewHub
    let changes: AsyncStream<[FileChange]>
    let profileDirectories: [String]

    /// Starts watching; fails with the watcher's message (inotify unavailable, a limit reached).
    public init(hub: PreviewHub) async throws(FileWatcher.WatchError) {
        self.hub = hub
        let directories = await hub.profileDirectories.filter { FileManager.default.fileExists(atPath: $0) }
        profileDirectories = directories.map { ServedFiles.resolved($0) }
        changes = try FileWatcher.changes(of: hub.served.files.map(\.path) + directories)
    }

    /// Forwards changes to the hub until the task is cancelled.
    public func run() async {
        for await batch in changes {
            var profilesChanged = false
            for change in batch {
                if let file = hub.served.file(atPath: change.path) {
                    await hub.fileChanged(file)
                } else if profileDirectories.contains(where: { change.path.hasPrefix($0 + "/") || change.path == $0 }) {
                    profilesChanged = true
                }
            }
            if profilesChanged { await hub.profilesChanged() }
        }
    }
}
