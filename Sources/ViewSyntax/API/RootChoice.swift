/// Which view of the source to lay out.
public enum RootChoice: Sendable, Hashable {
    /// Top-level view expressions, else the first preview, else the `@main` App's window, else the
    /// primary view (named like the first file, else `ContentView`, else the last `View`).
    case automatic
    /// A preview by its name (`#Preview("Name")`, a `PreviewProvider`'s type or display name) or
    /// its 1-based index in `framelab previews`.
    case preview(String)
    /// A `View` struct by name, with its default property values.
    case view(String)
}

/// What was laid out and what else the source offers, for the output to say.
public struct RootSelection: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case expressions
        case preview(PreviewDescription)
        case app(String)
        case view(String)
    }

    public var kind: Kind
    /// Every preview in the source, in file order.
    public var previews: [PreviewDescription]
    /// Every `View` struct defined at the top level, in file order.
    public var views: [String]

    /// "#Preview "Dark" (ContentView.swift:40)", "view ContentView", "App MyApp's WindowGroup".
    public var summary: String {
        switch kind {
        case .expressions: "the top-level views"
        case .preview(let preview): preview.label
        case .app(let name): "\(name)'s WindowGroup"
        case .view(let name): "view \(name)"
        }
    }

    /// The choice that picks this same view again, in another environment.
    public var pinnedChoice: RootChoice {
        switch kind {
        case .preview(let preview): .preview(String(preview.index))
        case .view(let name): .view(name)
        case .expressions, .app: .automatic
        }
    }

    /// The previews and views that were not laid out, for "also: …".
    public var alternatives: [String] {
        var chosenPreview: Int?
        var chosenView: String?
        switch kind {
        case .preview(let preview): chosenPreview = preview.index
        case .view(let name): chosenView = name
        default: break
        }
        let previews = previews.filter { $0.index != chosenPreview }.map { "preview \($0.index) \($0.title)" }
        let views = views.filter { $0 != chosenView }.map { "view \($0)" }
        return previews + views
    }
}
