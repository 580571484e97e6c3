import LayoutCore

/// A preview in the source: `#Preview { … }`, `#Preview("Name", traits: …) { … }`, or one view of a
/// `PreviewProvider`'s `previews` (each view of a `Group` is a preview of its own).
public struct PreviewDescription: Sendable, Hashable {
    /// 1-based, in file order; `--preview INDEX` and `:preview INDEX` use it.
    public var index: Int
    /// `#Preview("Name")`, `.previewDisplayName("Name")`; nil for an unnamed `#Preview`.
    public var name: String?
    /// The `PreviewProvider` type it comes from; nil for `#Preview`.
    public var provider: String?
    public var file: String
    public var line: Int
    public var traits: PreviewTraits

    /// The name people see: the preview's name, else its provider, else "#Preview".
    public var title: String {
        if let name { return "\"\(name)\"" }
        return provider ?? "#Preview"
    }

    /// "#Preview "Dark" (ContentView.swift:40)".
    public var label: String {
        let kind = provider == nil ? "#Preview" : "PreviewProvider"
        let shownName = name.map { " \"\($0)\"" } ?? (provider.map { " \($0)" } ?? "")
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return "\(kind)\(shownName) (\(fileName):\(line))"
    }

    /// Whether `selector` (a name or a 1-based index) picks this preview.
    public func matches(_ selector: String) -> Bool {
        if let number = Int(selector) { return number == index }
        return selector == name || selector == provider
    }
}

/// What a preview asks of the canvas: traits and `.preview…` modifiers.
public struct PreviewTraits: Sendable, Hashable {
    public enum Layout: Sendable, Hashable {
        case device
        case sizeThatFits
        case fixed(width: Double, height: Double)
    }

    public var orientation: Orientation?
    public var layout: Layout?
    /// `.previewDevice("iPhone SE (3rd generation)")`, as written.
    public var deviceName: String?
    /// Where each trait was written, for the output ("traits: .landscapeLeft").
    public var spelled: [String] = []

    public var isEmpty: Bool { orientation == nil && layout == nil && deviceName == nil }
}
