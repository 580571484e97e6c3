/// An error choosing a device, window or column (with the closest known name suggested).
public struct ProfileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
