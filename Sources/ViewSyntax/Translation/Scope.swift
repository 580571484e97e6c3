import LayoutCore
import SwiftSyntax

/// What a name stands for while translating views.
enum ScopeValue {
    case value(EvaluatedValue)
    case string(String)
    /// An array literal's elements (for `ForEach(items)`).
    case array([ScopeValue])
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

    subscript(name: String) -> ScopeValue? {
        get { names[name] }
        set { names[name] = newValue }
    }

    /// The view that implicit-`self` modifiers apply to (an extension method, `:modify`).
    var implicitSelf: [ViewNode]? {
        if case .views(let nodes) = names["self"] { return nodes }
        return nil
    }

    func outerName(_ name: String) -> OuterName {
        switch names[name] {
        case .value(let value): .value(value)
        case .string: .unknown("it is a String")
        case .array, .gridItems: .unknown("it is an array")
        case .views, .viewBuilder, .computed: .unknown("it is a view")
        case .layout: .unknown("it is a layout")
        case .unknown(let why): .unknown(why)
        case nil: .none
        }
    }
}
