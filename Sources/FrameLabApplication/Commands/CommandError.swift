/// A command that could not be carried out; the session is left as it was.
public struct CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
