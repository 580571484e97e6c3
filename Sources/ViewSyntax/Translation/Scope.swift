import LayoutCore
import SwiftSyntax

/// What a name stands for while translating views.
enum ScopeValue {
    case value(SwiftValue)
    case string(String)
    /// An array literal's elements (for `ForEach(items)`).
    case array([ScopeValue])
    /// A dictionary literal's entries in source order (`["a": .red]`).
    case dictionary([(key: ScopeValue, value: ScopeValue)])
    /// `[GridItem]` for a lazy grid's columns or rows.
    case gridItems([GridItemSpec])
    /// An `AnyLayout` (or `HStackLayout()` …) value: the stack or grid kind it lays content out as.
    case layout(ViewKind)
    /// Views already built (a `@ViewBuilder` result stored in a property).
    case views([ViewNode])
    /// A closure of views, translated where it is used, in the scope where it was written.
    case viewBuilder(ClosureExprSyntax, Scope)
    /// A computed view property or method of the enclosing struct.
    case computed(ComputedView)
    /// A name FrameLab cannot give a value to; the text says why.
    case unknown(String)
    /// An instance of a struct or class of the source (or a tuple), its stored properties in order.
    case record(typeName: String, fields: [(name: String, value: ScopeValue)])
    /// An enum case (`.regular`, `Tab.home`); the type is nil when the source left it implicit.
    case enumCase(typeName: String?, name: String)
    /// A placeholder for a value of a type FrameLab cannot see (a store, a model from another
    /// module); its members are placeholders in turn.
    case opaque(typeName: String)
    /// `nil`.
    case nilValue

    /// A member FrameLab can see: a record's stored property, an array's `count`, `isEmpty`,
    /// `first`, `last` and `indices`, a string's `count` and `isEmpty`, an enum case's `rawValue`;
    /// a placeholder's members are placeholders, and members of nil are nil (optional chaining).
    func member(_ name: String) -> ScopeValue? {
        switch self {
        case .record(_, let fields):
            return fields.first { $0.name == name }?.value
        case .opaque(let typeName):
            return .opaque(typeName: "\(typeName).\(name)")
        case .nilValue:
            return .nilValue
        case .array(let items):
            switch name {
            case "count": return .value(.number(Double(items.count)))
            case "isEmpty": return .value(.bool(items.isEmpty))
            case "first": return items.first ?? .nilValue
            case "last": return items.last ?? .nilValue
            case "indices": return .array(items.indices.map { .value(.number(Double($0))) })
            default: return nil
            }
        case .dictionary(let entries):
            switch name {
            case "count": return .value(.number(Double(entries.count)))
            case "isEmpty": return .value(.bool(entries.isEmpty))
            case "keys": return .array(entries.map(\.key))
            case "values": return .array(entries.map(\.value))
            case "first": return entries.first.map(Self.pair) ?? .nilValue
            default: return nil
            }
        case .string(let text):
            switch name {
            case "count": return .value(.number(Double(text.count)))
            case "isEmpty": return .value(.bool(text.isEmpty))
            default: return nil
            }
        case .value(.number(let number)):
            // `charge.isNaN ? 0 : charge`: the Boolean properties of a number.
            switch name {
            case "isNaN": return .value(.bool(number.isNaN))
            case "isInfinite": return .value(.bool(number.isInfinite))
            case "isFinite": return .value(.bool(number.isFinite))
            case "isZero": return .value(.bool(number == 0))
            default: return nil
            }
        case .enumCase(_, let caseName):
            switch name {
            case "rawValue": return .string(caseName)
            case "isAccessibilitySize": return .value(.bool(caseName.hasPrefix("accessibility")))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A dictionary entry as the `(key, value)` tuple iteration gives.
    static func pair(_ entry: (key: ScopeValue, value: ScopeValue)) -> ScopeValue {
        .record(typeName: "(key, value)", fields: [("key", entry.key), ("value", entry.value)])
    }
}

/// A computed `some View` property or method of a struct.
struct ComputedView {
    var name: String
    var parameters: FunctionParameterListSyntax?
    var statements: CodeBlockItemListSyntax
}

/// Names visible at a point of the source.
struct Scope {
    private(set) var names: [String: ScopeValue] = [:]
    /// Names bound to environment values, with where each value came from, for `:why`
    /// ("horizontalSizeClass regular from ipad-pro-13 portrait").
    var environmentSources: [String: String] = [:]

    subscript(name: String) -> ScopeValue? {
        get { names[name] }
        set { names[name] = newValue }
    }

    /// The view that implicit-`self` modifiers apply to (an extension method, `:modify`).
    var implicitSelf: [ViewNode]? {
        if case .views(let nodes) = names["self"] { return nodes }
        return nil
    }

    /// The value of a name or a dotted path through records (`post.author.name`, `self.title`).
    func lookup(_ path: String) -> ScopeValue? {
        // Most paths are a plain name (`index`), found without splitting.
        if !path.utf8.contains(UInt8(ascii: ".")) { return path.isEmpty ? nil : names[path] }
        var parts = path.split(separator: ".").map(String.init)
        if parts.count > 1, parts[0] == "self" { parts.removeFirst() }
        guard let first = parts.first, var value = names[first] else { return nil }
        for part in parts.dropFirst() {
            guard let next = value.member(part) else { return nil }
            value = next
        }
        return value
    }

    func outerName(_ name: String) -> OuterName {
        switch lookup(name) {
        case .value(let value): .value(value)
        case .string: .unknown("it is a String")
        case .array, .gridItems: .unknown("it is an array")
        case .dictionary: .unknown("it is a dictionary")
        case .views, .viewBuilder, .computed: .unknown("it is a view")
        case .layout: .unknown("it is a layout")
        case .unknown(let why): .unknown(why)
        case .record(let typeName, _): .unknown("it is a \(typeName)")
        case .enumCase(let typeName, let name): .unknown("it is the case .\(name)\(typeName.map { " of \($0)" } ?? "")")
        case .opaque(let typeName): .unknown("it is a placeholder for \(typeName)")
        case .nilValue: .unknown("it is nil")
        case nil: .none
        }
    }
}
