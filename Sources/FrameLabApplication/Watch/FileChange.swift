/// One watched path that changed, as the watcher reports it after debouncing.
public struct FileChange: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Written in place or replaced (an editor's rename over the path counts as a modification).
        case modified
        /// Deleted or renamed away; the watcher keeps watching the path for it to come back.
        case removed
        /// Back after it was removed.
        case created
    }

    public var path: String
    public var kind: Kind

    public var description: String {
        switch kind {
        case .modified: "\(path) changed"
        case .removed: "\(path) was removed or renamed; still watching the path for it to come back"
        case .created: "\(path) is back"
        }
    }
}
