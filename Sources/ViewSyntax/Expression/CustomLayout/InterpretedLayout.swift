import LayoutCore
import SwiftSyntax

/// A custom `Layout` of the source as a program for LayoutCore: the layout value (its stored
/// properties) and the source's types, run by `LayoutInterpreter` on each call. `makeCache` is run
/// before each call when the layout defines it; `placeSubviews` runs `sizeThatFits` for the same
/// proposal first with the same cache, as SwiftUI does before placing.
struct InterpretedLayout: CustomLayoutProgram {
    let typeName: String
    let instance: LayoutValue
    let types: LayoutTypeIndex
    let source: SourceContext
    let stepBudget: Int

    func sizeThatFits(_ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> Size {
        var interpreter = LayoutInterpreter(types: types, source: source, subviews: subviews, stepBudget: stepBudget)
        let cache = try makeCache(&interpreter, subviews)
        let (answer, _) = try requirement(&interpreter, "sizeThatFits", [
            ("proposal", .proposal(proposal)), ("subviews", .subviews(Array(0..<subviews.count))), ("cache", cache),
        ])
        return try interpreter.size(answer, requirementNode("sizeThatFits"))
    }

    func placeSubviews(in bounds: Rect, _ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError) {
        var interpreter = LayoutInterpreter(types: types, source: source, subviews: subviews, stepBudget: stepBudget)
        var cache = try makeCache(&interpreter, subviews)
        if hasCache {
            let (_, updated) = try requirement(&interpreter, "sizeThatFits", [
                ("proposal", .proposal(proposal)), ("subviews", .subviews(Array(0..<subviews.count))), ("cache", cache),
            ])
            cache = updated
        }
        _ = try requirement(&interpreter, "placeSubviews", [
            ("in", .rect(bounds)), ("proposal", .proposal(proposal)), ("subviews", .subviews(Array(0..<subviews.count))), ("cache", cache),
        ])
    }

    private var hasCache: Bool { types[typeName]?.methods["makeCache"] != nil }

    private func requirementNode(_ name: String) -> Syntax {
        types[typeName]?.methods[name]?.first.map { Syntax($0.name) } ?? Syntax(source.tree)
    }

    private func makeCache(_ interpreter: inout LayoutInterpreter, _ subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> LayoutValue {
        guard hasCache else { return .void }
        return try requirement(&interpreter, "makeCache", [("subviews", .subviews(Array(0..<subviews.count)))]).result
    }

    /// Runs a requirement with `self` = the layout value; returns its result and the cache after it.
    private func requirement(_ interpreter: inout LayoutInterpreter, _ name: String, _ arguments: [(String, LayoutValue)]) throws(CustomLayoutError) -> (result: LayoutValue, cache: LayoutValue) {
        guard let function = types[typeName]?.methods[name]?.first, let body = function.body else {
            let anchor = requirementNode(name == "placeSubviews" ? "sizeThatFits" : "placeSubviews")
            throw CustomLayoutError("\(typeName) has no \(name) method; a Layout needs sizeThatFits(proposal:subviews:cache:) and placeSubviews(in:proposal:subviews:cache:)", at: source.location(of: anchor))
        }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == arguments.count else {
            throw interpreter.error(function.name, "\(name) takes \(parameters.count) parameters; Layout's \(name) takes \(arguments.count)")
        }
        interpreter.frames = [LayoutInterpreter.Frame(selfValue: instance, selfType: typeName)]
        interpreter.callStack = ["\(typeName).\(name)"]
        var cacheName: String?
        for (parameter, argument) in zip(parameters, arguments) {
            let local = (parameter.secondName ?? parameter.firstName).text
            interpreter.bind(local, argument.1)
            if argument.0 == "cache" { cacheName = local }
        }
        let flow = try interpreter.run(body.statements, implicitReturn: true)
        let cache = cacheName.flatMap { interpreter.local($0) } ?? .void
        if case .returned(let value) = flow { return (value, cache) }
        return (.void, cache)
    }
}
