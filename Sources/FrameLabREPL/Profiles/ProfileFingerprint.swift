import Foundation
import Profiles

/// The size and modification time of every file under the profile directories, so an edit made
/// while the REPL runs is noticed before the next command.
struct ProfileFingerprint: Sendable, Hashable {
    private var files: [String: [Double]] = [:]

    static func of(_ searchPath: ProfileSearchPath) -> ProfileFingerprint {
        var fingerprint = ProfileFingerprint()
        let manager = FileManager.default
        for directory in searchPath.directories {
            guard let walker = manager.enumerator(atPath: directory) else {
                fingerprint.files[directory] = [-1]
                continue
            }
            while let relative = walker.nextObject() as? String {
                let path = directory + "/" + relative
                guard let attributes = try? manager.attributesOfItem(atPath: path),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                fingerprint.files[path] = [size, modified]
            }
        }
        return fingerprint
    }
}
