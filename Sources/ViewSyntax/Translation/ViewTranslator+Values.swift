import LayoutCore
import SwiftSyntax

/// Data a view reads: struct and enum literals, `static let` samples, arrays of them, optionals,
/// and the members of each (`post.author.name`, `items.count`, `Tab.home`).
extension ViewTranslator {
    /// The value of a data expression, or nil when it is not data FrameLab can follow.
    /// `typeName` is the type the context expects, for implicit members (`.sample`, `.home`).
    mutating func resolve(_ expression: ExprSyntax, _ scope: Scope, expecting typeName: String? = nil, depth: Int = 0) -> ScopeValue? {
        guard depth < 24 else { return nil }
        if expression.is(NilLiteralExprSyntax.self) { return ScopeValue.nilValue }
        if expression.is(StringLiteralExprSyntax.self) { return string(expression, scope).map(ScopeValue.string) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if case .computed(let computed)? = scope[reference.baseName.text], computed.parameters == nil,
                let only = Self.singleExpression(computed.statements), !looksLikeView(only, scope)
            {
                return resolve(only, scope, expecting: typeName, depth: depth + 1)
            }
            return scope[reference.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return memberValue(member, scope, expecting: typeName, depth: depth)
        }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return resolve(chained.expression, scope, depth: depth + 1)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return resolve(unwrapped.expression, scope, depth: depth + 1)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return resolve(only.expression, scope, expecting: typeName, depth: depth + 1)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { value(of: $0.expression, scope, expecting: Self.elementTypeName(typeName)) })
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            let valueType = Self.dictionaryValueTypeName(typeName)
            return .dictionary(elements.map { (value(of: $0.key, scope), value(of: $0.value, scope, expecting: valueType)) })
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return subscripted(subscriptCall, scope, depth: depth)
        }
        if let ternary = expression.as(TernaryExprSyntax.self), let holds = truth(ternary.condition, scope) {
            return resolve(holds ? ternary.thenExpression : ternary.elseExpression, scope, expecting: typeName, depth: depth + 1)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            let left = resolve(infix.leftOperand, scope, expecting: typeName, depth: depth + 1)
            if case .nilValue? = left { return resolve(infix.rightOperand, scope, expecting: typeName, depth: depth + 1) }
            return left
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let value = callValue(call, scope, expecting: typeName, depth: depth) {
            return value
        }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
            return conditionalValue(expression, scope, depth: depth + 1)
        }
        if let value = try? evaluate(expression, scope) { return .value(value) }
        return nil
    }

    private mutating func memberValue(_ member: MemberAccessExprSyntax, _ scope: Scope, expecting typeName: String?, depth: Int) -> ScopeValue? {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            if let typeName, let value = staticValue(name, of: typeName, scope, depth: depth) { return value }
            return .enumCase(typeName: typeName, name: name)
        }
        var baseText = base.sourceText
        if baseText == "self" { return scope[name] }
        if baseText == "Self", let current = instantiating.last { baseText = current }
        if scope[baseText] == nil, let type = dataTypes[baseText] {
            if let value = staticValue(name, of: baseText, scope, depth: depth) { return value }
            if type.isEnum { return .enumCase(typeName: baseText, name: name) }
            return nil
        }
        guard let receiver = resolve(base, scope, depth: depth + 1) else { return nil }
        return property(name, of: receiver, depth: depth)
    }

    /// A property of a value (see `ScopeValue.member`), or a computed property of the source's
    /// type (`ViewTranslator+ValuesComputed.swift`); a record's property FrameLab cannot compute is
    /// a placeholder.
    mutating func property(_ name: String, of receiver: ScopeValue, depth: Int = 0) -> ScopeValue? {
        if let value = dataMember(name, of: receiver, depth: depth + 1) { return value }
        if case .record(let typeName, _) = receiver { return .opaque(typeName: "\(typeName).\(name)") }
        return nil
    }

    private mutating func staticValue(_ name: String, of typeName: String, _ scope: Scope, depth: Int) -> ScopeValue? {
        guard let expression = dataTypes[typeName]?.staticMembers[name] else { return nil }
        return value(of: expression, globals, expecting: typeName, depth: depth + 1)
    }

    private mutating func callValue(_ call: FunctionCallExprSyntax, _ scope: Scope, expecting typeName: String?, depth: Int) -> ScopeValue? {
        let arguments = CallArguments(call)
        if call.arguments.isEmpty, call.trailingClosure == nil {
            // `[String]()`, `[Int: Color]()`, `Array<Item>()`, `Set<String>()`: empty, as `[]` is.
            if call.calledExpression.is(ArrayExprSyntax.self) { return .array([]) }
            if call.calledExpression.is(DictionaryExprSyntax.self) { return .dictionary([]) }
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                ["Array", "Set", "ContiguousArray"].contains(generic.expression.trimmedDescription) { return .array([]) }
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                generic.expression.trimmedDescription == "Dictionary" { return .dictionary([]) }
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch name {
            case "Array", "Set", "ContiguousArray":
                guard let only = arguments.items.first, arguments.items.count == 1 else { return .array([]) }
                return resolve(only.expression, scope, depth: depth + 1)
            case _ where Self.geometryTypes.contains(name) && dataTypes[name] == nil:
                return geometryRecord(name, arguments, scope, depth: depth)
            case "UUID": return .string(Self.sampleUUID)
            case "Date": return .string(Self.sampleDate)
            case "URL": return .string(arguments.items.first.flatMap { string($0.expression, scope) } ?? Self.sampleURL)
            case "String":
                guard let only = arguments.items.first else { return .string("") }
                return resolve(only.expression, scope, depth: depth + 1).flatMap(Self.text).map(ScopeValue.string)
            default: break
            }
            if let type = dataTypes[name], !type.isEnum, definitions[name] == nil {
                return record(type, arguments, scope, depth: depth)
            }
            return nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.init(…)` where a `NotchViewModel` is expected is that type's initializer, not a case.
            if name == "init" { return initialized(typeName, arguments, scope, depth: depth) }
            return .enumCase(typeName: typeName, name: name)
        }
        if scope[base.sourceText] == nil, dataTypes[base.sourceText]?.isEnum == true {
            return .enumCase(typeName: base.sourceText, name: name)
        }
        guard let receiver = resolve(base, scope, depth: depth + 1) else { return nil }
        switch receiver {
        case .dictionary(let entries):
            switch name {
            case "sorted":
                return .array(Self.sorted(entries.map(ScopeValue.pair), by: arguments.items.first?.expression))
            case "filter", "merging":
                return receiver
            case "map", "compactMap", "mapValues":
                return name == "mapValues" ? receiver : .array(entries.map { _ in .opaque(typeName: "an element of \(base.sourceText).map") })
            default: return nil
            }
        case .array(let items):
            switch name {
            case "enumerated":
                return .array(items.enumerated().map { .record(typeName: "(offset, element)", fields: [("offset", .value(.number(Double($0.offset)))), ("element", $0.element)]) })
            case "sorted":
                return .array(Self.sorted(items, by: arguments.items.first?.expression))
            case "reversed":
                return .array(items.reversed())
            case "shuffled", "filter", "compactMap", "uniqued":
                return .array(items)
            case "map", "flatMap":
                return .array(items.map { _ in .opaque(typeName: "an element of \(base.sourceText).map") })
            case "prefix", "suffix", "dropFirst", "dropLast":
                let count = arguments.items.first.flatMap { try? evaluate($0.expression, scope, integer: true) }
                guard case .number(let n)? = count, n >= 0, n < 1e9 else {
                    return .array(name.hasPrefix("drop") ? Array(items.dropFirst()) : items)
                }
                let k = Int(n)
                switch name {
                case "prefix": return .array(Array(items.prefix(k)))
                case "suffix": return .array(Array(items.suffix(k)))
                case "dropFirst": return .array(Array(items.dropFirst(k)))
                default: return .array(Array(items.dropLast(k)))
                }
            default: return nil
            }
        case .string(let text):
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            case "capitalized": return .string(text.capitalized)
            default:
                // An unknown method on a value FrameLab invents (`Date().toDD()` on the sample date,
                // an app's extension) is unknown: its text is the stand-in, marked and warned, not
                // the invented value's (a whole date where iOS shows "28").
                if Self.inventedValues.contains(text), !Self.presentingMethods.contains(name) { return nil }
                return .string(text)
            }
        case .opaque(let typeName):
            return .opaque(typeName: "\(typeName).\(name)()")
        case .nilValue:
            return ScopeValue.nilValue
        default:
            return nil
        }
    }

    /// `colors["accent"]`, `colors["x", default: .gray]`, `items[2]`: the entry, or nil when the
    /// key is not in the dictionary (the default when one is given); an index out of range is unknown.
    private mutating func subscripted(_ call: SubscriptCallExprSyntax, _ scope: Scope, depth: Int) -> ScopeValue? {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label == nil, let receiver = resolve(call.calledExpression, scope, depth: depth + 1) else { return nil }
        switch receiver {
        case .dictionary(let entries):
            let key = value(of: first.expression, scope)
            guard let wanted = Self.text(key) else { return nil }
            if let entry = entries.first(where: { Self.text($0.key) == wanted }) { return entry.value }
            if let fallback = arguments.first(where: { $0.label?.text == "default" }) { return value(of: fallback.expression, scope) }
            return .nilValue
        case .array(let items):
            guard case .number(let index)? = try? evaluate(first.expression, scope, integer: true),
                  index >= 0, Int(index) < items.count else { return nil }
            return items[Int(index)]
        case .opaque(let typeName):
            return .opaque(typeName: "an element of \(typeName)")
        case .nilValue:
            return .nilValue
        default:
            return nil
        }
    }

    /// `sorted()`, `sorted(by: >)`, `sorted { $0.key < $1.key }` (and `a.value > b.value`):
    /// strings, numbers and enum cases in order, compared through the member the closure names;
    /// a comparison FrameLab cannot read keeps the order given.
    static func sorted(_ items: [ScopeValue], by comparator: ExprSyntax?) -> [ScopeValue] {
        var path: String?
        var descending = false
        if let comparator {
            var body = comparator
            if let closure = comparator.as(ClosureExprSyntax.self) {
                guard let only = singleExpression(closure.statements) else { return items }
                body = only
            }
            if let reference = body.as(DeclReferenceExprSyntax.self) {
                descending = reference.baseName.text == ">" || reference.baseName.text == ">="
            } else if let infix = body.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
                descending = op == ">" || op == ">="
                let members = infix.leftOperand.sourceText.split(separator: ".").dropFirst()
                if !members.isEmpty { path = members.joined(separator: ".") }
            } else {
                return items
            }
        }
        func key(_ item: ScopeValue) -> SortKey? {
            var value = item
            if path == nil, case .record("(key, value)", _) = item, let entryKey = item.member("key") { value = entryKey }
            if let path {
                for part in path.split(separator: ".") {
                    guard let next = value.member(String(part)) else { return nil }
                    value = next
                }
            }
            switch value {
            case .value(.number(let number)): return .number(number)
            case .string(let text): return .text(text)
            case .enumCase(_, let name): return .text(name)
            default: return nil
            }
        }
        let keys = items.map(key)
        guard !keys.contains(where: { $0 == nil }) else { return items }
        let order = items.indices.sorted { lhs, rhs in
            guard let a = keys[lhs], let b = keys[rhs] else { return false }
            return descending ? b < a : a < b
        }
        return order.map { items[$0] }
    }

    private enum SortKey: Comparable {
        case number(Double)
        case text(String)
    }

    /// `Post(title: "A", likes: 3)`: the memberwise initializer of a data type; properties with
    /// no argument take their default, else a placeholder.
    mutating func record(_ type: DataType, _ arguments: CallArguments, _ scope: Scope, depth: Int) -> ScopeValue {
        var fields: [(name: String, value: ScopeValue)] = []
        var fieldScope = globals
        var unlabeled = arguments.unlabeled.makeIterator()
        for property in type.properties {
            let given = arguments.labeled(property.name)?.expression ?? (arguments.items.allSatisfy { $0.label == nil } ? unlabeled.next()?.expression : nil)
            let typeName = property.type.map(Self.baseTypeName)
            let value: ScopeValue =
                if let given { self.value(of: given, scope, expecting: typeName, depth: depth + 1) }
                else if let initializer = property.initializer { self.value(of: initializer, fieldScope, expecting: typeName, depth: depth + 1) }
                else { placeholder(for: property.type, depth: depth + 1) }
            fields.append((property.name, value))
            fieldScope[property.name] = value
        }
        return .record(typeName: type.name, fields: fields)
    }

    /// The expression of a one-expression getter (`var name: String { first + last }`, `return x`).
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    // MARK: Placeholders

    static let suppliedView = "a view the caller supplies; FrameLab lays this view out with no caller"
    static let sampleDate = "Jan 1, 2026"
    static let sampleURL = "https://example.com"
    static let sampleUUID = "00000000-0000-0000-0000-000000000000"
    /// The texts FrameLab invents for a `Date`, `URL` or `UUID` nobody gave.
    static let inventedValues: Set<String> = [sampleDate, sampleURL, sampleUUID]
    /// Methods that present such a value as text much as the invented text reads (`formatted()`).
    static let presentingMethods: Set<String> = ["formatted", "description", "uuidString", "absoluteString"]

    /// A value for a property nobody gave one, from its declared type: a `String` is
    /// `placeholderString`, a number is 1 (not 0: placeholders stand for present, non-empty data,
    /// so `count > 0` shows the content and nothing divides by zero), a `Bool` false, an optional
    /// nil (present with `optionalsPresent`), a collection `forEachDefaultCount` placeholders, an enum
    /// of the source its first case, a struct of the source its defaults and placeholders, and
    /// anything else an opaque placeholder.
    func placeholder(for type: TypeSyntax?, depth: Int = 0) -> ScopeValue {
        guard let type, depth < 6 else { return .opaque(typeName: type?.sourceText ?? "a value") }
        if let attributed = type.as(AttributedTypeSyntax.self) { return placeholder(for: attributed.baseType, depth: depth) }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return options.optionalsPresent ? placeholder(for: optional.wrappedType, depth: depth + 1) : ScopeValue.nilValue
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return options.optionalsPresent ? placeholder(for: optional.wrappedType, depth: depth + 1) : ScopeValue.nilValue
        }
        if let array = type.as(ArrayTypeSyntax.self) { return collection(of: array.element, depth: depth) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return dictionaryPlaceholder(key: dictionary.key, value: dictionary.value, depth: depth) }
        if type.is(FunctionTypeSyntax.self) { return .unknown("it is a closure") }
        // A view nobody gave (`let icon: some View`, `let content: Content`, `let image: Image`) is
        // a stand-in where the body uses it, with a warning; it was no view, silently (0×0).
        if type.is(SomeOrAnyTypeSyntax.self) { return .unknown(Self.suppliedView) }
        let generics = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
        let name = Self.baseTypeName(type)
        switch name {
        case "Optional":
            return options.optionalsPresent ? placeholder(for: generics.first, depth: depth + 1) : ScopeValue.nilValue
        case "Array", "Set", "ContiguousArray", "ArraySlice":
            return collection(of: generics.first, depth: depth)
        case "Dictionary":
            return dictionaryPlaceholder(key: generics.first, value: generics.last, depth: depth)
        case "Binding", "State", "Published", "Bindable", "ObservedObject", "StateObject", "FocusState", "GestureState":
            return placeholder(for: generics.first, depth: depth + 1)
        case "String", "Substring", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Character":
            return .string(options.placeholderString)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double", "Float", "CGFloat", "Float80", "Decimal", "TimeInterval":
            return .value(.number(1))
        case "Bool": return .value(.bool(false))
        case "Date": return .string(Self.sampleDate)
        case "URL": return .string(Self.sampleURL)
        case "UUID": return .string(Self.sampleUUID)
        case "AnyView", "Content", "Label", "Header", "Footer", "Image": return .unknown(Self.suppliedView)
        default: break
        }
        if let dataType = dataTypes[name], definitions[name] == nil {
            if dataType.isEnum {
                return dataType.cases.first.map { .enumCase(typeName: name, name: $0) } ?? .opaque(typeName: name)
            }
            var fields: [(name: String, value: ScopeValue)] = []
            for property in dataType.properties {
                fields.append((property.name, property.initializer.flatMap(Self.literalValue) ?? placeholder(for: property.type, depth: depth + 1)))
            }
            return .record(typeName: name, fields: fields)
        }
        return .opaque(typeName: name)
    }

    private func collection(of element: TypeSyntax?, depth: Int) -> ScopeValue {
        .array(Array(repeating: placeholder(for: element, depth: depth + 1), count: options.forEachDefaultCount))
    }

    /// `forEachDefaultCount` entries with distinct keys: "Sample 1", "Sample 2"… for strings, 1, 2…
    /// for numbers, each value a placeholder of the value type.
    private func dictionaryPlaceholder(key: TypeSyntax?, value: TypeSyntax?, depth: Int) -> ScopeValue {
        let keyPlaceholder = placeholder(for: key, depth: depth + 1)
        return .dictionary((0..<options.forEachDefaultCount).map { index in
            let distinct: ScopeValue = switch keyPlaceholder {
            case .string(let word): .string("\(word) \(index + 1)")
            case .value(.number): .value(.number(Double(index + 1)))
            default: keyPlaceholder
            }
            return (distinct, placeholder(for: value, depth: depth + 1))
        })
    }

    /// The value of a literal default (`var likes = 0`, `var name = "A"`) without a scope.
    private static func literalValue(_ expression: ExprSyntax) -> ScopeValue? {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count <= 1 {
            return .string(literal.segments.first?.as(StringSegmentSyntax.self)?.content.text ?? "")
        }
        if let literal = try? NumberLiteral.value(of: expression, integersAsNumbers: true) { return .value(literal) }
        if expression.is(NilLiteralExprSyntax.self) { return ScopeValue.nilValue }
        return nil
    }

    /// `Binding<[Post]>` → `Binding`, `Foo.Bar` → `Bar`, `SwiftUI.Color` → `Color`.
    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseTypeName(attributed.baseType) }
        return type.sourceText
    }

    /// The element type name of `[Post]`/`Array<Post>` written as text, for implicit members in array literals.
    static func elementTypeName(_ typeName: String?) -> String? {
        guard let typeName, typeName.hasPrefix("["), typeName.hasSuffix("]"), !typeName.contains(":") else { return nil }
        return String(typeName.dropFirst().dropLast())
    }

    /// The value type name of `[String: Color]` written as text, for implicit members in dictionary literals.
    static func dictionaryValueTypeName(_ typeName: String?) -> String? {
        guard let typeName, typeName.hasPrefix("["), typeName.hasSuffix("]"), let colon = typeName.firstIndex(of: ":") else { return nil }
        return String(typeName[typeName.index(after: colon)...].dropLast()).filter { !$0.isWhitespace }
    }

    /// A value as text, for `Text(value)` and interpolation.
    static func text(_ value: ScopeValue) -> String? {
        switch value {
        case .string(let text): return text
        case .value(.number(let number)): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .value(.bool(let flag)): return String(flag)
        case .value(.axis(let axis)): return axis.rawValue
        case .enumCase(_, let name): return name
        default: return nil
        }
    }
}
