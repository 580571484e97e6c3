import LayoutCore
import SwiftSyntax

/// A custom `Layout` of the source as a program for LayoutCore: the layout value (its stored
/// properties) and the source's types, run by `LayoutInterpreter` on each call. `makeCache` is run
/// before each call when the layout defines it, then `updateCache` when it defines that too (SwiftUI
/// calls it when the layout or its subviews change; FrameLab lays out the state after such an
/// update); `placeSubviews` runs `sizeThatFits` for the same proposal first with the same cache,
/// as SwiftUI does before placing.
struct InterpretedLayout: CustomLayoutProgram {
    let typeName: String
    let instance: SwiftValue
    let code: LayoutCode
    let stackOrientation: Axis?

    init(typeName: String, instance: SwiftValue, code: LayoutCode, stackOrientation: Axis?) {
        self.typeName = typeName
        self.instance = instance
        self.code = code
        self.stackOrientation = stackOrientation
        let info = code.types[typeName]
        explicitAlignmentAxes = Set(Axis.allCases.filter { Self.explicitAlignmentMethod(info, $0) != nil })
        definesSpacing = Self.spacingMethod(info) != nil
    }

    /// The axes whose guides the layout places itself (it defines `explicitAlignment(of:…)` for them).
    let explicitAlignmentAxes: Set<Axis>
    /// Whether it defines `spacing(subviews:cache:)`.
    let definesSpacing: Bool
    private var types: LayoutTypeIndex { code.types }

    func sizeThatFits(_ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> Size {
        var interpreter = LayoutInterpreter(code, subviews: subviews)
        let cache = try makeCache(&interpreter, subviews)
        let (answer, _) = try requirement(&interpreter, "sizeThatFits", [
            ("proposal", .proposal(proposal)), ("subviews", .subviews(Array(0..<subviews.count))), ("cache", cache),
        ])
        let size = try interpreter.size(answer, requirementNode("sizeThatFits"))
        try interpreter.checkOnScreen(size.width, "sizeThatFits' width", requirementNode("sizeThatFits"))
        try interpreter.checkOnScreen(size.height, "sizeThatFits' height", requirementNode("sizeThatFits"))
        return size
    }

    func placeSubviews(in bounds: Rect, _ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError) {
        var interpreter = LayoutInterpreter(code, subviews: subviews)
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

    func explicitAlignment(of guide: String, axis: Axis, in bounds: Rect, _ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> Double? {
        guard let function = Self.explicitAlignmentMethod(types[typeName], axis) else { return nil }
        var interpreter = LayoutInterpreter(code, subviews: subviews)
        let cache = try makeCache(&interpreter, subviews)
        let (answer, _) = try requirement(&interpreter, "explicitAlignment", function: function, [
            ("of", .implicit(guide)), ("in", .rect(bounds)), ("proposal", .proposal(proposal)),
            ("subviews", .subviews(Array(0..<subviews.count))), ("cache", cache),
        ])
        if answer.isNone { return nil }
        return try interpreter.number(answer, function.name)
    }

    func spacing(subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> CustomLayoutSpacing {
        guard let function = Self.spacingMethod(types[typeName]) else { return CustomLayoutSpacing(.view) }
        var interpreter = LayoutInterpreter(code, subviews: subviews)
        let cache = try makeCache(&interpreter, subviews)
        let (answer, _) = try requirement(&interpreter, "spacing", function: function, [
            ("subviews", .subviews(Array(0..<subviews.count))), ("cache", cache),
        ])
        guard case .viewSpacing(let spacing) = interpreter.coerce(answer, to: "ViewSpacing") else {
            throw interpreter.error(function.name, "spacing(subviews:cache:) returned \(answer.withArticle), not a ViewSpacing")
        }
        return spacing
    }

    /// The `explicitAlignment(of:in:proposal:subviews:cache:)` for guides on `axis` (its first
    /// parameter is a `HorizontalAlignment` or a `VerticalAlignment`).
    static func explicitAlignmentMethod(_ type: LayoutTypeIndex.TypeInfo?, _ axis: Axis) -> FunctionDeclSyntax? {
        let guideType = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        return type?.methods["explicitAlignment"]?.first { function in
            let parameters = function.signature.parameterClause.parameters
            return parameters.count == 5 && parameters.first?.type.sourceText == guideType
        }
    }

    /// `spacing(subviews:cache:)`, told from a helper method of the same name by its two parameters.
    static func spacingMethod(_ type: LayoutTypeIndex.TypeInfo?) -> FunctionDeclSyntax? {
        type?.methods["spacing"]?.first { function in
            function.signature.parameterClause.parameters.map(\.firstName.text) == ["subviews", "cache"]
        }
    }

    private var hasCache: Bool { types[typeName]?.methods["makeCache"] != nil }

    private func requirementNode(_ name: String) -> Syntax {
        types[typeName]?.methods[name]?.first.map { Syntax($0.name) } ?? Syntax(code.source.tree)
    }

    /// `makeCache(subviews:)`, then `updateCache(_:subviews:)` on it when the layout defines one.
    private func makeCache(_ interpreter: inout LayoutInterpreter, _ subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> SwiftValue {
        guard hasCache else { return .void }
        let made = try requirement(&interpreter, "makeCache", [("subviews", .subviews(Array(0..<subviews.count)))]).result
        guard let update = types[typeName]?.methods["updateCache"]?.first(where: { $0.signature.parameterClause.parameters.count == 2 }) else { return made }
        let (_, updated) = try requirement(&interpreter, "updateCache", function: update, [("cache", made), ("subviews", .subviews(Array(0..<subviews.count)))])
        let same = (try? interpreter.equal(made, updated)) ?? false
        subviews.note("makeCache(subviews:) made the cache and updateCache(_:subviews:) ran on it, as SwiftUI does when the subviews change; FrameLab lays out that updated state"
            + (same ? "" : " (updateCache changed the cache, so the layout's first appearance, with makeCache's cache alone, can differ)"))
        return updated
    }

    /// Runs a requirement with `self` = the layout value; returns its result and the cache after it.
    private func requirement(_ interpreter: inout LayoutInterpreter, _ name: String, function chosen: FunctionDeclSyntax? = nil, _ arguments: [(String, SwiftValue)]) throws(CustomLayoutError) -> (result: SwiftValue, cache: SwiftValue) {
        guard let function = chosen ?? types[typeName]?.methods[name]?.first, let body = function.body else {
            let anchor = requirementNode(name == "placeSubviews" ? "sizeThatFits" : "placeSubviews")
            throw CustomLayoutError("\(typeName) has no \(name) method; a Layout needs sizeThatFits(proposal:subviews:cache:) and placeSubviews(in:proposal:subviews:cache:)", at: code.source.location(of: anchor))
        }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count == arguments.count else {
            throw interpreter.error(function.name, "\(name) takes \(parameters.count) parameters; Layout's \(name) takes \(arguments.count)")
        }
        interpreter.frames = [LayoutInterpreter.Frame(selfValue: instance, selfType: typeName)]
        interpreter.callStack = ["\(typeName).\(name)"]
        interpreter.returnTypes = [function.signature.returnClause?.type.sourceText]
        var cacheName: String?
        for (parameter, argument) in zip(parameters, arguments) {
            let local = (parameter.secondName ?? parameter.firstName).text
            interpreter.bind(local, argument.1)
            if argument.0 == "cache" { cacheName = local }
        }
        let flow = try interpreter.run(body.statements, implicitReturn: true)
        let cache = cacheName.flatMap { interpreter.local($0) } ?? .void
        switch flow {
        case .returned(let value): return (value, cache)
        case .thrown(let thrown): throw interpreter.uncaught(thrown, leaving: "\(typeName).\(name)")
        default: return (.void, cache)
        }
    }
}
