import Foundation

/// A search path's profiles, loaded on a thread of their own from the moment a process starts:
/// `framelab eval` parses its arguments and reads its source meanwhile, and takes the profiles
/// when it needs them, if its search path turned out to be this one.
public final class ProfileReadAhead: @unchecked Sendable {
    public let searchPath: ProfileSearchPath
    private let finished = DispatchGroup()
    /// Written once on the loading thread, read after `finished` is waited for.
    private var loaded: (result: ProfileLoadResult, fingerprint: ProfileFingerprint)?

    public init(searchPath: ProfileSearchPath) {
        self.searchPath = searchPath
        finished.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            // The files' stamps from before they are read: an edit made while loading shows as a change.
            let fingerprint = searchPath.fingerprint()
            loaded = (ProfileRegistry.load(searchPath: searchPath), fingerprint)
            finished.leave()
        }
    }

    /// The profiles, and the fingerprint of their files when loading began, once loaded; nil
    /// (without waiting) for another search path.
    public func result(for searchPath: ProfileSearchPath) -> (result: ProfileLoadResult, fingerprint: ProfileFingerprint)? {
        guard searchPath == self.searchPath else { return nil }
        finished.wait()
        return loaded
    }
}
