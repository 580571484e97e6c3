import LayoutCore

/// Which device, orientation, OS generation, window and split-view column to lay out in.
public struct DeviceSelection: Sendable, Hashable {
    public var deviceID: String
    public var orientation: Orientation
    public var window: WindowSelection?
    public var column: SplitColumn?
    /// The OS generation; nil lays out on the device's default (its newest).
    public var os: OperatingSystem?
    /// A foldable's posture (`folded`, `open`); nil lays out in its default posture.
    public var posture: String?

    public init(deviceID: String = ProfileRegistry.defaultDeviceID, orientation: Orientation = .portrait, window: WindowSelection? = nil, column: SplitColumn? = nil, os: OperatingSystem? = nil, posture: String? = nil) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.window = window
        self.column = column
        self.os = os
        self.posture = posture
    }

    /// Parses `portrait`/`landscape`, suggesting the closest on a typo.
    public static func orientation(named name: String) throws(ProfileError) -> Orientation {
        if let orientation = Orientation(rawValue: name) { return orientation }
        throw ProfileError(message: unknownNameMessage("orientation", name, known: Orientation.allCases.map(\.rawValue)))
    }

    /// Parses `sidebar`/`content`/`detail`, suggesting the closest on a typo.
    public static func column(named name: String) throws(ProfileError) -> SplitColumn {
        if let column = SplitColumn(rawValue: name) { return column }
        throw ProfileError(message: unknownNameMessage("split-view column", name, known: SplitColumn.allCases.map(\.rawValue)))
    }
}
