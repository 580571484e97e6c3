/// What the profile files of a search path looked like: paths, modification times and sizes.
/// Compare two fingerprints to see whether a reload is needed.
public struct ProfileFingerprint: Sendable, Hashable {
    public struct Stamp: Sendable, Hashable {
        public var path: String
        public var modified: Double
        public var size: Int
    }

    public var stamps: [Stamp]

    public init(stamps: [Stamp]) { self.stamps = stamps }
}
