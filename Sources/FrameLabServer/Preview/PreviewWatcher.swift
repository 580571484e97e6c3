import Foundation

/// Tells the hub when a served file or a profile is saved. Polls modification times every
/// `interval` (until `serve` moves onto the shared inotify watcher).
public struct PreviewWatcher: Sendable {
    public var interval: Duration = .milliseconds(20)
    let hub: PreviewHub

    public init(hub: PreviewHub) { self.hub = hub }

    public func run() async {
        let served = hub.served
        let profileDirectories = await hub.profileDirectories
        var fileStamps = served.files.map { Self.stamp($0.path) }
        var profileStamp = Self.profileStamp(profileDirectories)
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            for (index, file) in served.files.enumerated() {
                let stamp = Self.stamp(file.path)
                if stamp != fileStamps[index] {
                    fileStamps[index] = stamp
                    await hub.fileChanged(file)
                }
            }
            let stamp = Self.profileStamp(profileDirectories)
            if stamp != profileStamp {
                profileStamp = stamp
                await hub.profilesChanged()
            }
        }
    }

    private static func stamp(_ path: String) -> [Double] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return [] }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.doubleValue ?? 0
        return [date, size, inode]
    }

    private static func profileStamp(_ directories: [String]) -> [String: [Double]] {
        var stamps: [String: [Double]] = [:]
        for directory in directories {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasSuffix(".yaml") {
                let path = directory + "/" + name
                stamps[path] = stamp(path)
            }
        }
        return stamps
    }
}
