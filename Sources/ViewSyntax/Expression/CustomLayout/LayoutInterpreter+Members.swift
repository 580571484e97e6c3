import Foundation
import LayoutCore
import SwiftSyntax

/// Members, methods and subscripts of values: geometry, proposals, arrays, subviews.
extension LayoutInterpreter {
    static let mutatingArrayMethods: Set<String> = ["append", "removeAll", "removeLast", "removeFirst", "insert", "sort", "reverse"]

    mutating func member(_ value: SwiftValue, _ name: String, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        switch value {
        case .none:
            return .none  // the rest of an optional chain (`a?.b.c`)
        case .record(let type, let fields):
            if let field = fields[name] { return field }
            if let derived = try geometryMember(type, fields, name, node) { return derived }
            if let getter = types[type]?.computed[name] { return try runGetter(getter, selfValue: value, type: type, name: name, at: node) }
        case .implicit(let implicit):
            if implicit == "zero", ["width", "height", "x", "y", "minX", "minY", "maxX", "maxY", "midX", "midY"].contains(name) { return .number(0) }
            if implicit == "unspecified", ["width", "height"].contains(name) { return .none }
            if implicit == "infinity", ["width", "height"].contains(name) { return .number(.infinity) }
        case .int(let x):
            return try member(.number(Double(x)), name, node)
        case .number(let x):
            if let test = SwiftBuiltins.numberTest(name, of: x) { return .bool(test) }
            if let function = SwiftBuiltins.numberProperty(name) { return .number(function.apply([x])) }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            case "indices": return .array(items.indices.map(SwiftValue.int))
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            case "lazy": return value
            default: break
            }
        case .subviews(let indices):
            return try member(.array(indices.map(SwiftValue.subview)), name, node)
        case .subview(let index):
            switch name {
            case "spacing": return .viewSpacing(subviews?.spacing(index) ?? CustomLayoutSpacing(.view))
            case "priority": return .number(subviews?.priority(index) ?? 0)
            default: break
            }
        case .tuple(let items, let labels):
            if let position = Int(name), items.indices.contains(position) { return items[position] }
            if let position = labels.firstIndex(of: name) { return items[position] }
            if labels == ["offset", "element"], name == "offset" { return items[0] }
        case .type(let type):
            return try staticMember(type, name, node)
        default: break
        }
        throw error(node, "FrameLab does not know '\(name)' of \(value.withArticle) in a custom layout")
    }

    private func geometryMember(_ type: String, _ fields: [String: SwiftValue], _ name: String, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue? {
        switch type {
        case "CGRect":
            let rect = Rect(origin: try point(fields["origin"] ?? .implicit("zero"), node), size: try size(fields["size"] ?? .implicit("zero"), node))
            switch name {
            case "minX": return .number(rect.minX)
            case "minY": return .number(rect.minY)
            case "maxX": return .number(rect.maxX)
            case "maxY": return .number(rect.maxY)
            case "midX": return .number(rect.midX)
            case "midY": return .number(rect.midY)
            case "width": return .number(Swift.abs(rect.width))
            case "height": return .number(Swift.abs(rect.height))
            case "isEmpty": return .bool(rect.width == 0 || rect.height == 0)
            default: return nil
            }
        case "Angle":
            if name == "degrees" { return .number(try number(fields["radians"] ?? .number(0), node) * 180 / .pi) }
            return nil
        default:
            return nil
        }
    }

    mutating func staticMember(_ type: String, _ name: String, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        if let info = types[type] {
            // `HorizontalAlignment.mid` is the guide's name, as `.mid` is.
            if Self.alignmentTypes.contains(type), info.statics[name] != nil { return .implicit(name) }
            if let expression = info.statics[name] { return try staticValue(expression, type: info.name) }
            if let getter = info.staticComputed[name] { return try runGetter(getter, selfValue: nil, type: info.name, name: name, at: node) }
            if info.cases.contains(name) { return .implicit(name) }
        }
        if name == "self" { return .type(type) }
        if let value = implicitMember(type, name) { return value }
        throw error(node, "FrameLab does not know '\(type).\(name)' in a custom layout")
    }

    // MARK: Methods

    mutating func method(_ receiver: SwiftValue, _ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        switch receiver {
        case .none: return .none
        case .subview(let index): return try subviewMethod(index, name, args, at: node)
        case .viewSpacing(let spacing):
            switch name {
            case "distance":
                guard let other = labeled(args, "to"), let along = labeled(args, "along") else { break }
                guard case .viewSpacing(let next) = other else { throw error(node, "distance(to:along:) takes another ViewSpacing") }
                guard let subviews else { return .number(0) }
                return .number(subviews.distance(spacing, to: next, along: try axis(along, node)))
            case "union":
                guard let first = args.first, case .viewSpacing(let other) = first.value else { throw error(node, "union takes another ViewSpacing") }
                var merged = spacing
                merged.formUnion(other, edges: try edges(labeled(args, "edges") ?? .implicit("all"), node))
                return .viewSpacing(merged)
            default: break
            }
        case .subviews(let indices):
            return try method(.array(indices.map(SwiftValue.subview)), name, args, at: node)
        case .array(let items): return try arrayMethod(items, name, args, at: node)
        case .int(let x): return try method(.number(Double(x)), name, args, at: node)
        case .number(let x):
            if args.isEmpty, let function = SwiftBuiltins.numberMethod(name) { return .number(function.apply([x])) }
            if name == "rounded", args.count == 1, case .implicit(let rule) = args[0].value {
                return .number((SwiftBuiltins.rounding(rule) ?? .round).apply([x]))
            }
        case .record(let type, let fields):
            switch (type, name) {
            case ("ProposedViewSize", "replacingUnspecifiedDimensions"):
                let fallback = try labeled(args, "by").map { (v) throws(CustomLayoutError) in try size(v, node) } ?? Size(width: 10, height: 10)
                return .size(try proposal(receiver, node).replacingUnspecified(by: fallback))
            case ("CGPoint", "applying"):
                guard let transform = args.first?.value.fields else { break }
                let p = try point(receiver, node)
                func f(_ key: String) throws(CustomLayoutError) -> Double { try number(transform[key] ?? .number(0), node) }
                return .point(Point(x: try f("a") * p.x + f("c") * p.y + f("tx"), y: try f("b") * p.x + f("d") * p.y + f("ty")))
            case ("CGRect", "insetBy"), ("CGRect", "offsetBy"):
                let dx = try number(labeled(args, "dx") ?? .number(0), node), dy = try number(labeled(args, "dy") ?? .number(0), node)
                let r = Rect(origin: try point(fields["origin"] ?? .implicit("zero"), node), size: try size(fields["size"] ?? .implicit("zero"), node))
                return .rect(name == "offsetBy"
                    ? r.offsetBy(dx: dx, dy: dy)
                    : Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
            default: break
            }
        case .implicit("zero"), .implicit("unspecified"), .implicit("infinity"):
            if name == "replacingUnspecifiedDimensions" { return try method(coerce(receiver, to: "ProposedViewSize"), name, args, at: node) }
        default: break
        }
        throw error(node, "FrameLab cannot call '\(name)' on \(receiver.withArticle) in a custom layout")
    }

    private mutating func subviewMethod(_ index: Int, _ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        guard let subviews else { throw error(node, "subviews are not available here") }
        switch name {
        case "sizeThatFits":
            return .size(subviews.sizeThatFits(index, try proposal(try single(args, at: node), node)))
        case "dimensions":
            guard let p = labeled(args, "in") else { throw error(node, "dimensions(in:) needs a proposal") }
            let s = subviews.sizeThatFits(index, try proposal(p, node))
            return .record("ViewDimensions", ["width": .number(s.width), "height": .number(s.height), "subview": .subview(index)])
        case "place":
            guard let at = labeled(args, "at"), let p = labeled(args, "proposal") else { throw error(node, "place needs 'at:' and 'proposal:'") }
            let anchor = try labeled(args, "anchor").map { (v) throws(CustomLayoutError) in try unitPoint(v, node) } ?? .topLeading
            let position = try point(at, node), offered = try proposal(p, node)
            for (value, what) in [(position.x, "x"), (position.y, "y"), (offered.width, "proposed width"), (offered.height, "proposed height")] {
                if let value { try checkOnScreen(value, "place(at:proposal:)'s \(what)", node) }
            }
            subviews.place(index, at: position, anchor: anchor, proposal: offered, location: source.location(of: node))
            return .void
        default:
            throw error(node, "FrameLab cannot call '\(name)' on a subview; it runs sizeThatFits, dimensions(in:), place(at:anchor:proposal:), spacing and priority")
        }
    }

    private mutating func arrayMethod(_ items: [SwiftValue], _ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        func function(_ k: Int = 0) throws(CustomLayoutError) -> SwiftValue {
            guard args.indices.contains(k) else { throw error(node, "'\(name)' needs a closure") }
            return args[k].value
        }
        switch name {
        case "map", "compactMap", "flatMap":
            let f = try function()
            var result: [SwiftValue] = []
            for item in items {
                let value = try apply(f, [Argument(label: nil, value: item, node: args[0].node)], at: node)
                if name == "compactMap", value.isNone { continue }
                if name == "flatMap", case .array(let inner) = value { result += inner } else { result.append(value) }
            }
            return .array(result)
        case "forEach":
            let f = try function()
            for item in items { _ = try apply(f, [Argument(label: nil, value: item, node: args[0].node)], at: node) }
            return .void
        case "filter", "allSatisfy", "contains", "first", "firstIndex", "last":
            if name == "contains", let target = labeled(args, nil), args.first?.label == nil, !Self.isCallable(target) {
                for item in items where try equal(item, target) { return .bool(true) }
                return .bool(false)
            }
            if name == "firstIndex", let target = labeled(args, "of") {
                for (k, item) in items.enumerated() where try equal(item, target) { return .int(k) }
                return .none
            }
            let f = try function()
            var kept: [SwiftValue] = []
            for (k, item) in (name == "last" ? Array(items.enumerated().reversed()) : Array(items.enumerated())) {
                let test = try bool(try apply(f, [Argument(label: nil, value: item, node: args[0].node)], at: node), node)
                switch name {
                case "allSatisfy": if !test { return .bool(false) }
                case "contains": if test { return .bool(true) }
                case "first", "last": if test { return item }
                case "firstIndex": if test { return .int(k) }
                default: if test { kept.append(item) }
                }
            }
            switch name {
            case "allSatisfy": return .bool(true)
            case "contains": return .bool(false)
            case "filter": return .array(kept)
            default: return .none
            }
        case "reduce":
            guard args.count == 2 else { throw error(node, "reduce takes an initial value and a closure") }
            var result = args[0].value
            if case .implicit = result, let first = items.first, case .record(let type, _) = first { result = coerce(result, to: type) }
            for item in items {
                result = try apply(args[1].value, [Argument(label: nil, value: result, node: args[1].node), Argument(label: nil, value: item, node: args[1].node)], at: node)
            }
            return result
        case "max", "min":
            if let by = labeled(args, "by") {
                guard var best = items.first else { return .none }
                for item in items.dropFirst() {
                    let less = name == "max"
                        ? try bool(try apply(by, [Argument(label: nil, value: best, node: args[0].node), Argument(label: nil, value: item, node: args[0].node)], at: node), node)
                        : try bool(try apply(by, [Argument(label: nil, value: item, node: args[0].node), Argument(label: nil, value: best, node: args[0].node)], at: node), node)
                    if less { best = item }
                }
                return best
            }
            guard !items.isEmpty else { return .none }
            return try construct(name, [Argument(label: nil, value: .array(items), node: ExprSyntax(MissingExprSyntax()))], at: node)
        case "sorted":
            var sorted = items
            let by = labeled(args, "by")
            var failure: CustomLayoutError?
            var copy = self
            sorted.sort { a, b in
                guard failure == nil else { return false }
                do throws(CustomLayoutError) {
                    if let by {
                        return try copy.bool(try copy.apply(by, [Argument(label: nil, value: a, node: args[0].node), Argument(label: nil, value: b, node: args[0].node)], at: node), node)
                    }
                    return try copy.bool(try copy.binary("<", a, b, node), node)
                } catch {
                    failure = error
                    return false
                }
            }
            steps = max(steps, copy.steps)
            if let failure { throw failure }
            return .array(sorted)
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case "reversed": return .array(items.reversed())
        case "prefix": return .array(Array(items.prefix(max(0, try integer(try single(args, at: node), node)))))
        case "dropFirst": return .array(Array(items.dropFirst(args.isEmpty ? 1 : max(0, try integer(args[0].value, node)))))
        case "dropLast": return .array(Array(items.dropLast(args.isEmpty ? 1 : max(0, try integer(args[0].value, node)))))
        default:
            throw error(node, "FrameLab cannot call '\(name)' on an array in a custom layout")
        }
    }

    /// A value the translator wrote as a literal (`2`, `0.5`, `true`, `"a"`).
    static func literal(_ text: String) -> SwiftValue {
        if let integer = Int(text) { return .int(integer) }
        if let number = Double(text) { return .number(number) }
        if text == "true" || text == "false" { return .bool(text == "true") }
        return .string(String(text.dropFirst().dropLast()))
    }

    private static func isCallable(_ value: SwiftValue) -> Bool {
        switch value {
        case .closure, .function, .localFunction: true
        default: false
        }
    }

    /// `append`, `removeAll`, … : the result and the array after the call.
    mutating func mutateArray(_ items: [SwiftValue], _ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> (SwiftValue, [SwiftValue]) {
        var items = items
        switch name {
        case "append":
            if let contents = labeled(args, "contentsOf") { items += try sequence(contents, node) } else { items.append(try single(args, at: node)) }
            return (.void, items)
        case "removeAll": return (.void, [])
        case "removeLast", "removeFirst":
            guard !items.isEmpty else { throw error(node, "\(name)() on an empty array crashes the app") }
            return (name == "removeLast" ? items.removeLast() : items.removeFirst(), items)
        case "insert":
            guard let value = labeled(args, nil), let at = labeled(args, "at") else { throw error(node, "insert needs a value and 'at:'") }
            let index = try integer(at, node)
            guard (0...items.count).contains(index) else { throw error(node, "insert at \(index) is out of range") }
            items.insert(value, at: index)
            return (.void, items)
        case "reverse": return (.void, items.reversed())
        default:
            guard case .array(let sorted) = try arrayMethod(items, "sorted", args, at: node) else { return (.void, items) }
            return (.void, sorted)
        }
    }

    /// An `Edge.Set` (`.all`, `.horizontal`, `.top`, `[.top, .leading]`) as edges.
    func edges(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> [Edge] {
        switch value {
        case .array(let items):
            var result: [Edge] = []
            for item in items { result += try edges(item, node) }
            return result
        case .implicit("all"): return Edge.allCases
        case .implicit("horizontal"): return [.leading, .trailing]
        case .implicit("vertical"): return [.top, .bottom]
        case .implicit(let name):
            if let edge = Edge(rawValue: name) { return [edge] }
        default: break
        }
        throw error(node, "expected an Edge.Set (.all, .horizontal, .vertical, .top, .leading, .bottom, .trailing or a list of them)")
    }

    // MARK: Subscripts

    mutating func subscriptValue(_ expression: SubscriptCallExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        let base = try evaluate(expression.calledExpression)
        guard let argument = expression.arguments.first else { throw error(expression, "a subscript needs an index") }
        let key = try evaluate(argument.expression)
        switch base {
        case .array(let items):
            if case .array(let range) = key {
                var slice: [SwiftValue] = []
                for position in range {
                    let index = try integer(position, argument.expression)
                    guard items.indices.contains(index) else { throw error(argument, "the range reaches index \(index), out of range (the array has \(items.count) elements), which crashes the app") }
                    slice.append(items[index])
                }
                return .array(slice)
            }
            let index = try integer(key, argument.expression)
            guard items.indices.contains(index) else { throw error(argument, "index \(index) is out of range (the array has \(items.count) elements), which crashes the app") }
            return items[index]
        case .subviews(let indices):
            let index = try integer(key, argument.expression)
            guard indices.indices.contains(index) else { throw error(argument, "subviews[\(index)] is out of range (there are \(indices.count) subviews), which crashes the app") }
            return .subview(indices[index])
        case .subview(let index):
            if case .implicit(let guide) = key {
                throw error(argument, "a LayoutSubview has no alignment guides to subscript; read them from its dimensions: subview.dimensions(in: proposal)[.\(guide)]")
            }
            guard case .type(let keyType) = key, let info = types[keyType], let defaultValue = info.statics["defaultValue"] else {
                throw error(argument, "a subview's subscript takes a LayoutValueKey type of the source (Key.self) with a static defaultValue")
            }
            let prefix = "key: \(keyType).self, value: "
            if let written = subviews?.layoutValueArguments(index).first(where: { $0.hasPrefix(prefix) }) {
                return Self.literal(String(written.dropFirst(prefix.count)))
            }
            return try staticValue(defaultValue, type: info.name)
        case .record("ViewDimensions", let fields):
            let width = try number(fields["width"] ?? .number(0), expression), height = try number(fields["height"] ?? .number(0), expression)
            guard case .implicit(let guide) = key else { throw error(argument, "FrameLab reads the built-in guides of ViewDimensions (.leading, .top, …)") }
            let axis: Axis
            let standard: Double
            switch guide {
            case "leading": (axis, standard) = (.horizontal, 0)
            case "top": (axis, standard) = (.vertical, 0)
            case "trailing": (axis, standard) = (.horizontal, width)
            case "bottom", "firstTextBaseline", "lastTextBaseline": (axis, standard) = (.vertical, height)
            case "center":
                let vertical = argument.expression.sourceText.hasPrefix("VerticalAlignment")
                (axis, standard) = vertical ? (.vertical, height / 2) : (.horizontal, width / 2)
            default:
                return try customGuideValue(guide, base, fields, argument)
            }
            // The subview's own value when it sets the guide (an alignmentGuide, a Text's baseline).
            var explicit: Double?
            if case .subview(let index)? = fields["subview"] {
                explicit = subviews?.explicitGuide(index, axis, guide, size: Size(width: width, height: height))
            }
            if argument.label?.text == "explicit" { return explicit.map(SwiftValue.number) ?? .none }
            return .number(explicit ?? standard)
        default:
            throw error(expression, "\(base.withArticle) cannot be subscripted in a custom layout")
        }
    }
}
