import Foundation
import LayoutCore

/// The registry's devices by id. A loaded device is decoded from its checked, merged tree the
/// first time something reads it: a process that lays out on one device decodes one of the
/// forty (decoding reports nothing; every check runs when the files are loaded).
public struct DeviceTable: Sendable {
    private var entries: [String: DeviceEntry] = [:]

    public init(_ devices: [String: DeviceProfile] = [:]) {
        entries = devices.mapValues(DeviceEntry.init(decoded:))
    }

    /// Adds a device that is decoded when first read.
    mutating func add(_ id: String, decoding: @escaping @Sendable () -> DeviceProfile) {
        entries[id] = DeviceEntry(decoding: decoding)
    }

    public subscript(id: String) -> DeviceProfile? {
        get { entries[id]?.profile }
        set { entries[id] = newValue.map(DeviceEntry.init(decoded:)) }
    }

    /// Device ids, sorted.
    public var keys: [String] { entries.keys.sorted() }
    /// Every device, sorted by id (decoding those not read yet).
    public var values: [DeviceProfile] { keys.compactMap { entries[$0]?.profile } }
    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
}

extension DeviceTable: Sequence {
    /// Devices sorted by id, as a dictionary's elements.
    public func makeIterator() -> some IteratorProtocol<(key: String, value: DeviceProfile)> {
        keys.compactMap { id in entries[id].map { (key: id, value: $0.profile) } }.makeIterator()
    }
}

/// One device: decoded already, or the work that decodes it, run once under a lock (registries
/// are shared between threads, as in `framelab mcp`).
private final class DeviceEntry: @unchecked Sendable {
    private let lock = NSLock()
    private var decoded: DeviceProfile?
    private var decoding: (@Sendable () -> DeviceProfile)?

    init(decoded: DeviceProfile) { self.decoded = decoded }
    init(decoding: @escaping @Sendable () -> DeviceProfile) { self.decoding = decoding }

    var profile: DeviceProfile {
        lock.withLock {
            if let decoded { return decoded }
            let profile = decoding!()
            decoded = profile
            decoding = nil
            return profile
        }
    }
}
