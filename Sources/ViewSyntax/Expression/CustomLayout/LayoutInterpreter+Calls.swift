import Foundation
import LayoutCore
import SwiftSyntax

/// Calls: the layout's own methods and initializers, closures, and the part of SwiftUI, Core
/// Graphics and the standard library that layouts use.
extension LayoutInterpreter {
    struct Argument {
        var label: String?
        var value: SwiftValue
        var node: ExprSyntax
        /// Written as literal arithmetic (`1 / 2`), so its literals take the parameter's type.
        var isLiteral = false
    }

    mutating func arguments(_ call: FunctionCallExprSyntax) throws(CustomLayoutError) -> [Argument] {
        var result: [Argument] = []
        for argument in call.arguments {
            result.append(Argument(
                label: argument.label?.text, value: try evaluate(argument.expression), node: argument.expression,
                isLiteral: Self.isLiteralArithmetic(argument.expression)))
        }
        if let closure = call.trailingClosure {
            result.append(Argument(label: nil, value: .closure(closure, frame: frames.count - 1), node: ExprSyntax(closure)))
        }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, value: .closure(extra.closure, frame: frames.count - 1), node: ExprSyntax(extra.closure)))
        }
        return result
    }

    mutating func call(_ call: FunctionCallExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = local(name) {
                return try apply(value, try arguments(call), at: call)
            }
            if let type = frame.selfType, types[type]?.methods[name] != nil {
                return try invokeMethod(name, on: frame.selfValue, type: type, try arguments(call), at: call, writeBack: "self")
            }
            return try construct(name, try arguments(call), at: call)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                return try implicitCall(name, try arguments(call), at: call)
            }
            if let typeName = typeReference(base) {
                if name == "init" { return try construct(typeName, try arguments(call), at: call) }
                if SwiftBuiltins.moduleNames.contains(typeName) { return try construct(name, try arguments(call), at: call) }
                return try staticCall(typeName, name, try arguments(call), at: call)
            }
            var receiver: SwiftValue
            if let chained = base.as(OptionalChainingExprSyntax.self) {
                receiver = try evaluate(chained.expression)
                if receiver.isNone { return .none }
            } else {
                receiver = try evaluate(base)
            }
            let args = try arguments(call)
            if case .record(let type, _) = receiver, types[type]?.methods[name] != nil {
                let mutating = types[type]?.methods[name]?.contains { $0.modifiers.contains { $0.name.text == "mutating" } } == true
                let (result, updated) = try invokeMethodReturningSelf(name, on: receiver, type: type, args, at: call)
                if mutating, let updated { try store(updated, into: base.as(OptionalChainingExprSyntax.self)?.expression ?? base) }
                return result
            }
            if name == "formUnion", case .viewSpacing = receiver {
                try store(try method(receiver, "union", args, at: call), into: base)
                return .void
            }
            if Self.mutatingArrayMethods.contains(name), case .array(let items) = receiver {
                let (result, updated) = try mutateArray(items, name, args, at: call)
                try store(.array(updated), into: base)
                return result
            }
            return try method(receiver, name, args, at: call)
        }
        return try apply(try evaluate(callee), try arguments(call), at: call)
    }

    /// Calls a closure or function value.
    mutating func apply(_ function: SwiftValue, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        switch function {
        case .closure(let closure, let frameIndex):
            return try invokeClosure(closure, frameIndex, args.map(\.value), at: node)
        case .localFunction(let function, let frameIndex):
            return try invokeLocalFunction(function, frameIndex, args, at: node)
        case .function(let name):
            if name.hasPrefix("\\.") {
                guard let first = args.first else { throw error(node, "a key path needs a value") }
                var value = first.value
                for component in name.dropFirst(2).split(separator: ".") { value = try member(value, String(component), node) }
                return value
            }
            if Self.operatorNames.contains(name), args.count == 2 { return try binary(name, args[0].value, args[1].value, node) }
            if let type = frame.selfType, types[type]?.methods[name] != nil {
                return try invokeMethod(name, on: frame.selfValue, type: type, args, at: node, writeBack: nil)
            }
            return try construct(name, args, at: node)
        case .type(let name):
            return try construct(name, args, at: node)
        default:
            throw error(node, "\(function.withArticle) cannot be called")
        }
    }

    mutating func invokeClosure(_ closure: ClosureExprSyntax, _ frameIndex: Int, _ values: [SwiftValue], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        guard frames.indices.contains(frameIndex) else { throw error(closure, "this closure outlived the call it was written in") }
        try tick(closure)
        let names = SwiftStatementForms.parameterNames(of: closure) ?? []
        var values = values
        if names.count > 1, values.count == 1, case .tuple(let items, _) = values[0], items.count == names.count { values = items }
        let saved = Array(frames[(frameIndex + 1)...])
        frames.removeLast(saved.count)
        returnTypes.append(nil)
        defer {
            frames.append(contentsOf: saved)
            returnTypes.removeLast()
        }
        return try withScope { (i) throws(CustomLayoutError) -> SwiftValue in
            if names.isEmpty {
                for (k, value) in values.enumerated() { i.bind("$\(k)", value) }
                if values.count == 1, case .tuple(let items, _) = values[0] {
                    for (k, item) in items.enumerated() { i.bind("$0.\(k)", item) }
                }
            } else {
                for (name, value) in zip(names, values) { i.bind(name, value) }
            }
            switch try i.run(closure.statements, implicitReturn: true) {
            case .returned(let value): return value
            default: return .void
            }
        }
    }

    /// Calls a method of a source type with `self` set to `receiver`; writes `self` back where told.
    mutating func invokeMethod(_ name: String, on receiver: SwiftValue?, type: String, _ args: [Argument], at node: some SyntaxProtocol, writeBack: String?) throws(CustomLayoutError) -> SwiftValue {
        let (result, updated) = try invokeMethodReturningSelf(name, on: receiver, type: type, args, at: node)
        if writeBack == "self", let updated, frame.selfValue != nil { frame.selfValue = updated }
        return result
    }

    /// Runs a method; returns its result and `self` after it. Its `inout` arguments (`&cache`) are
    /// written back to the caller's variables.
    mutating func invokeMethodReturningSelf(_ name: String, on receiver: SwiftValue?, type: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> (SwiftValue, SwiftValue?) {
        let candidates = types[type]?.methods[name] ?? []
        let labels = args.map(\.label)
        guard let function = candidates.first(where: { Self.accepts($0.signature.parameterClause.parameters, labels) }) ?? candidates.first else {
            throw error(node, "'\(type)' has no method '\(name)'")
        }
        guard let body = function.body else { throw error(function, "'\(name)' has no body") }
        try enter("\(type).\(name)", at: node)
        frames.append(Frame(selfValue: receiver, selfType: type))
        let outcome: Result<(SwiftValue, [(SwiftValue, ExprSyntax)]), CustomLayoutError>
        do throws(CustomLayoutError) {
            outcome = .success(try runFunction(function, body, args, at: node))
        } catch {
            outcome = .failure(error)
        }
        let updated = frame.selfValue
        frames.removeLast()
        callStack.removeLast()
        let (result, outs) = try outcome.get()
        for (value, target) in outs { try store(value, into: target) }
        return (result, updated)
    }

    /// Runs a local function in the frame it was declared in, with its own scope.
    private mutating func invokeLocalFunction(_ function: FunctionDeclSyntax, _ frameIndex: Int, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        guard frames.indices.contains(frameIndex) else { throw error(function, "this local function outlived the call it was declared in") }
        guard let body = function.body else { throw error(function, "'\(function.name.text)' has no body") }
        try enter("local function \(function.name.text)", at: node)
        defer { callStack.removeLast() }
        let saved = Array(frames[(frameIndex + 1)...])
        frames.removeLast(saved.count)
        defer { frames.append(contentsOf: saved) }
        let (result, outs) = try withScope { (i) throws(CustomLayoutError) in try i.runFunction(function, body, args, at: node) }
        for (value, target) in outs { try store(value, into: target) }
        return result
    }

    /// Binds the parameters and runs the body in the current frame; returns the result typed by
    /// the declared return type and the final values of the `inout` parameters with their targets.
    private mutating func runFunction(_ function: FunctionDeclSyntax, _ body: CodeBlockSyntax, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> (SwiftValue, [(SwiftValue, ExprSyntax)]) {
        let inouts = try bindParameters(function.signature.parameterClause.parameters, args, at: node)
        returnTypes.append(function.signature.returnClause?.type.sourceText)
        defer { returnTypes.removeLast() }
        let flow = try run(body.statements, implicitReturn: true)
        var result: SwiftValue = .void
        switch flow {
        case .returned(let value): result = value
        case .thrown(let thrown):
            throw uncaught(thrown, leaving: "'\(function.name.text)'")
        default: break
        }
        if let tupleType = function.signature.returnClause?.type.as(TupleTypeSyntax.self), case .tuple(let items, _) = result {
            result = .tuple(items, labels: tupleType.elements.map { $0.firstName?.text })
        } else if let type = function.signature.returnClause?.type.sourceText {
            result = coerce(result, to: type)
        }
        let outs = inouts.compactMap { (name, target) in local(name).map { ($0, target) } }
        return (result, outs)
    }

    static func accepts(_ parameters: FunctionParameterListSyntax, _ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if remaining.first == label {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// Binds each parameter to its argument (or default); returns the `inout` parameters' names
    /// with the variables their arguments name (`&cache` → `cache`).
    @discardableResult
    private mutating func bindParameters(_ parameters: FunctionParameterListSyntax, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> [(String, ExprSyntax)] {
        var remaining = args[...]
        var inouts: [(String, ExprSyntax)] = []
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let written = parameter.type.sourceText
            let type = written.replacingOccurrences(of: "inout ", with: "")
            if let next = remaining.first, next.label == label {
                bind(name, try argumentValue(next, as: type))
                if written.hasPrefix("inout "), let target = next.node.as(InOutExprSyntax.self)?.expression { inouts.append((name, target)) }
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                bind(name, try evaluate(defaultValue.value, as: type))
            } else {
                throw error(node, "missing argument '\(label ?? name)'")
            }
        }
        if let extra = remaining.first { throw error(extra.node, "extra argument\(extra.label.map { " '\($0)'" } ?? "")") }
        return inouts
    }

    mutating func staticCall(_ type: String, _ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        if types[type]?.methods[name] != nil { return try invokeMethodReturningSelf(name, on: nil, type: type, args, at: node).0 }
        switch (type, name) {
        case ("Angle", "degrees"), ("Angle", "radians"): return try implicitCall(name, args, at: node)
        default: return try construct("\(type).\(name)", args, at: node)
        }
    }

    /// `.init(…)`, `.degrees(…)`, `.radians(…)`: a call on a member written without its type.
    mutating func implicitCall(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        let args = name == "degrees" || name == "radians" ? try typedLiterals("Angle", args) : args
        switch name {
        case "degrees": return .angle(radians: try number(try single(args, at: node), node) * .pi / 180)
        case "radians": return .angle(radians: try number(try single(args, at: node), node))
        case "init":
            let labels = args.map { $0.label ?? "_" }
            switch labels {
            case ["x", "y"]: return try construct("CGPoint", args, at: node)
            case ["width", "height"]: return try construct("CGSize", args, at: node)
            case ["x", "y", "width", "height"], ["origin", "size"]: return try construct("CGRect", args, at: node)
            default: throw error(node, "write the type of '.init(\(labels.map { "\($0):" }.joined()))'; FrameLab cannot infer it")
            }
        default: throw error(node, "FrameLab cannot call '.\(name)(…)' in a custom layout")
        }
    }

    func single(_ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        guard args.count == 1 else { throw error(node, "expected one argument") }
        return args[0].value
    }

    func labeled(_ args: [Argument], _ label: String?) -> SwiftValue? {
        args.first { $0.label == label }?.value
    }

    /// Initializers and free functions by name.
    mutating func construct(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        if types[name] != nil { return try initialize(name, args, at: node) }
        let args = try typedLiterals(name, args)
        let labels = args.map { $0.label ?? "_" }
        func num(_ label: String?) throws(CustomLayoutError) -> Double {
            guard let value = labeled(args, label) else { throw error(node, "'\(name)' needs '\(label ?? "_")'") }
            return try number(value, node)
        }
        if let function = floatingFunction(name, labels) {
            var numbers: [Double] = []
            for arg in args { numbers.append(try number(arg.value, node)) }
            return .number(function.apply(numbers))
        }
        switch (name, labels) {
        case ("CGFloat", ["_"]), ("Double", ["_"]), ("Float", ["_"]): return .number(try number(args[0].value, args[0].node))
        case ("Int", ["_"]):
            let value = try number(args[0].value, args[0].node)
            guard let integer = Self.exactInt(value) else { throw error(node, "Int(\(formatLength(value))) is not an Int (past Int.max or not finite), which crashes the app") }
            return .int(integer)
        case ("CGSize", []), ("CGPoint", []), ("CGRect", []): return coerce(.implicit("zero"), to: name)
        case ("CGSize", ["width", "height"]): return .record("CGSize", ["width": .number(try num("width")), "height": .number(try num("height"))])
        case ("CGPoint", ["x", "y"]): return .record("CGPoint", ["x": .number(try num("x")), "y": .number(try num("y"))])
        case ("CGRect", ["x", "y", "width", "height"]):
            return .rect(Rect(x: try num("x"), y: try num("y"), width: try num("width"), height: try num("height")))
        case ("CGRect", ["origin", "size"]):
            return .record("CGRect", ["origin": .point(try point(labeled(args, "origin")!, node)), "size": .size(try size(labeled(args, "size")!, node))])
        case ("ProposedViewSize", ["width", "height"]):
            return .record("ProposedViewSize", ["width": numberOrNil(labeled(args, "width")!), "height": numberOrNil(labeled(args, "height")!)])
        case ("ProposedViewSize", ["_"]): return .proposal(ProposedSize(try size(args[0].value, args[0].node)))
        case ("UnitPoint", ["x", "y"]): return .unitPoint(try num("x"), try num("y"))
        case ("Angle", ["degrees"]): return .angle(radians: try num("degrees") * .pi / 180)
        case ("Angle", ["radians"]): return .angle(radians: try num("radians"))
        case ("CGAffineTransform", ["rotationAngle"]):
            let angle = try num("rotationAngle")
            return Self.transform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        case ("CGAffineTransform", ["translationX", "y"]): return Self.transform(a: 1, b: 0, c: 0, d: 1, tx: try num("translationX"), ty: try num("y"))
        case ("CGAffineTransform", ["scaleX", "y"]): return Self.transform(a: try num("scaleX"), b: 0, c: 0, d: try num("y"), tx: 0, ty: 0)
        case ("ViewSpacing", []): return .viewSpacing(CustomLayoutSpacing(.view))
        case ("LayoutProperties", []): return .record("LayoutProperties", ["stackOrientation": .none])
        case ("Array", ["_"]): return .array(try sequence(args[0].value, args[0].node))
        case ("zip", ["_", "_"]):
            let a = try sequence(args[0].value, args[0].node), b = try sequence(args[1].value, args[1].node)
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        case ("stride", ["from", "to", "by"]), ("stride", ["from", "through", "by"]):
            let start = try num("from"), step = try num("by"), end = try num(labels[1])
            guard step != 0, step.isFinite else { throw error(node, "stride(by: \(formatLength(step))) never ends") }
            var items: [SwiftValue] = []
            let isInt = args.allSatisfy { if case .int = $0.value { true } else { false } }
            var x = start
            while step > 0 ? (labels[1] == "to" ? x < end : x <= end) : (labels[1] == "to" ? x > end : x >= end) {
                guard !isInt || Self.exactInt(x) != nil else { throw error(node, "the stride passes Int.max, which crashes the app") }
                items.append(isInt ? .int(Int(x)) : .number(x))
                x += step
                if items.count > 100_000 { throw error(node, "the stride has more than 100000 elements") }
            }
            return .array(items)
        case ("max", _), ("min", _):
            var values = try args.count == 1 ? sequence(args[0].value, args[0].node) : args.map(\.value)
            guard var best = values.first else { throw error(node, "'\(name)' needs arguments") }
            values.removeFirst()
            for value in values {
                let better = try bool(try binary(name == "max" ? ">" : "<", value, best, node), node)
                if better { best = value }
            }
            return best
        case ("abs", ["_"]):
            if case .int(let x) = args[0].value {
                guard x != .min else { throw error(node, "abs(Int.min) overflows Int, which crashes the app") }
                return .int(Swift.abs(x))
            }
            return .number(Swift.abs(try number(args[0].value, node)))
        default:
            let known = Array(types.types.keys) + Array(Self.builtinTypes) + Array(Self.builtinFunctions)
            let suggestion = NameSuggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
            throw error(node, "FrameLab cannot call '\(name)(\(labels.map { "\($0):" }.joined()))' in a custom layout\(suggestion)")
        }
    }

    /// `floor(x)`, `atan2(y, x)`: a floating-only function of the shared table called with its
    /// number of unlabeled arguments (`min`, `max` and `abs` keep Ints and are handled above).
    private func floatingFunction(_ name: String, _ labels: [String]) -> BuiltinFunction? {
        guard let function = BuiltinFunction(rawValue: name), function.isCallableByName, function.isFloatingOnly,
            function.arity.contains(labels.count), labels.allSatisfy({ $0 == "_" }) else { return nil }
        return function
    }

    private func numberOrNil(_ value: SwiftValue) -> SwiftValue {
        switch value {
        case .int(let x): .number(Double(x))
        case .implicit(let name): SwiftBuiltins.floatingConstant(name).map(SwiftValue.number) ?? value
        default: value
        }
    }

    /// A struct of the source: its initializer, or the memberwise one.
    mutating func initialize(_ type: String, _ args: [Argument], at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        guard let info = types[type] else { throw error(node, "unknown type '\(type)'") }
        try enter("\(type).init", at: node)
        defer { callStack.removeLast() }
        frames.append(Frame(selfValue: .record(info.name, [:]), selfType: info.name))
        defer { frames.removeLast() }
        var fields: [String: SwiftValue] = [:]
        for property in info.stored {
            if let initial = property.initial {
                fields[property.name] = try evaluate(initial, as: property.type?.sourceText ?? "")
            } else if property.type?.sourceText.hasSuffix("?") == true {
                fields[property.name] = SwiftValue.none
            }
        }
        frame.selfValue = .record(info.name, fields)
        let labels = args.map(\.label)
        if let initializer = info.initializers.first(where: { Self.accepts($0.signature.parameterClause.parameters, labels) }) {
            guard let body = initializer.body else { throw error(initializer, "the initializer has no body") }
            try withScope { (i) throws(CustomLayoutError) in
                try i.bindParameters(initializer.signature.parameterClause.parameters, args, at: node)
                _ = try i.run(body.statements, implicitReturn: false)
            }
            return frame.selfValue ?? .void
        }
        if !info.initializers.isEmpty {
            throw error(node, "no initializer of '\(type)' takes (\(labels.map { "\($0 ?? "_"):" }.joined()))")
        }
        var remaining = args[...]
        for property in info.stored {
            if let next = remaining.first, next.label == property.name {
                fields[property.name] = try argumentValue(next, as: property.type?.sourceText ?? "")
                remaining = remaining.dropFirst()
            } else if fields[property.name] == nil {
                throw error(node, "missing argument '\(property.name)' for \(type)'s memberwise initializer")
            }
        }
        if let extra = remaining.first { throw error(extra.node, "'\(type)' has no stored property '\(extra.label ?? "_")' in this order") }
        return .record(info.name, fields)
    }
}
