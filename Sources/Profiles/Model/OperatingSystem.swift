import LayoutCore

/// An OS generation a device runs (`ios17`, `ios26`, `macos15`, `watchos26`). It picks the
/// profile's `os:` block, the way an orientation picks `portrait:` or `landscape:`.
public struct OperatingSystem: Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Family: String, Sendable, CaseIterable {
        case ios, macos, watchos, tvos, visionos

        /// The family a device of this idiom runs (iPads run `ios…` ids, shown as iPadOS).
        public init(idiom: Idiom) {
            switch idiom {
            case .phone, .pad: self = .ios
            case .mac: self = .macos
            case .watch: self = .watchos
            case .tv: self = .tvos
            case .vision: self = .visionos
            }
        }

        var displayPrefix: String {
            switch self {
            case .ios: "iOS"
            case .macos: "macOS"
            case .watchos: "watchOS"
            case .tvos: "tvOS"
            case .visionos: "visionOS"
            }
        }
    }

    public var family: Family
    public var version: Int

    public init(_ family: Family, _ version: Int) {
        self.family = family
        self.version = version
    }

    /// Parses an id of the known list (`ios18`, `iOS 18` and `ios-18` too). `ipados27` is the
    /// iPad spelling of `ios27`: iPads run the `ios…` ids, shown as iPadOS.
    public init?(id: String) {
        var key = id.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" && $0 != "." }
        if key.hasPrefix("ipados") { key = "ios" + key.dropFirst("ipados".count) }
        guard let match = Self.known.first(where: { $0.id == key }) else { return nil }
        self = match
    }

    /// The generations FrameLab has figures for, oldest first per family.
    public static let known: [OperatingSystem] = [
        OperatingSystem(.ios, 17), OperatingSystem(.ios, 18), OperatingSystem(.ios, 26), OperatingSystem(.ios, 27),
        OperatingSystem(.macos, 14), OperatingSystem(.macos, 15), OperatingSystem(.macos, 26), OperatingSystem(.macos, 27),
        OperatingSystem(.watchos, 10), OperatingSystem(.watchos, 11), OperatingSystem(.watchos, 26),
        OperatingSystem(.tvos, 17), OperatingSystem(.tvos, 18), OperatingSystem(.tvos, 26),
        OperatingSystem(.visionos, 1), OperatingSystem(.visionos, 2), OperatingSystem(.visionos, 26),
    ]

    public static var knownIDs: [String] { known.map(\.id) }

    /// `ios26`: the spelling in profiles, `--os` and `:os`.
    public var id: String { "\(family.rawValue)\(version)" }

    public var description: String { id }

    /// `iOS 26`, or `iPadOS 26` on an iPad.
    public func displayName(idiom: Idiom? = nil) -> String {
        (family == .ios && idiom == .pad ? "iPadOS" : family.displayPrefix) + " \(version)"
    }

    /// The generation named `name`, or an error suggesting the closest known id.
    public static func named(_ name: String) throws(ProfileError) -> OperatingSystem {
        if let os = OperatingSystem(id: name) { return os }
        var key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        if key.hasPrefix("ipados") { key = "ios" + key.dropFirst("ipados".count) }
        if let family = Family.allCases.first(where: { key.hasPrefix($0.rawValue) }),
           let version = Int(key.dropFirst(family.rawValue.count)),
           let nearest = known.filter({ $0.family == family }).min(by: { abs($0.version - version) < abs($1.version - version) }) {
            throw ProfileError(message: "unknown OS '\(name)'; did you mean '\(nearest.id)'? (\(family.displayPrefix): \(known.filter { $0.family == family }.map(\.id).joined(separator: ", ")))")
        }
        throw ProfileError(message: unknownNameMessage("OS", name, known: knownIDs))
    }

    public static func < (a: OperatingSystem, b: OperatingSystem) -> Bool {
        (a.family.rawValue, a.version) < (b.family.rawValue, b.version)
    }
}
