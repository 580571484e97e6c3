/// ANSI colour, or none.
public struct OutputStyle: Sendable, Hashable {
    public var colored: Bool
    public init(colored: Bool) { self.colored = colored }

    public static let plain = OutputStyle(colored: false)

    private func wrap(_ code: String, _ text: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ text: String) -> String { wrap("1", text) }
    public func dim(_ text: String) -> String { wrap("2", text) }
    public func red(_ text: String) -> String { wrap("1;31", text) }
    public func green(_ text: String) -> String { wrap("32", text) }
    public func yellow(_ text: String) -> String { wrap("33", text) }
    public func cyan(_ text: String) -> String { wrap("36", text) }
}
