import LayoutCore
import SwiftSyntax

/// A custom alignment (`HStack(alignment: .mid)`, `.frame(alignment: Alignment(horizontal: .center,
/// vertical: .mid))`) lays out with the engine's explicit guides: the container aligns on a built-in
/// guide, and each child carries that guide set to its value of the custom one, the child's own
/// `alignmentGuide(.mid)` where it has one, else the `defaultValue(in:)` of the guide's AlignmentID.
/// The built-in is the one the default equals (`d[.bottom]` → bottom), else center; stacks and
/// ZStacks line children up by the guides alone, so only a frame needs the default to be a
/// built-in fraction of its box (it warns otherwise).
extension ViewTranslator {
    /// The custom guide written for `axis` in an alignment argument (`.mid`, `VerticalAlignment.mid`,
    /// or a part of `Alignment(horizontal:vertical:)`).
    func customGuide(in item: CallArguments.Item?, axis: Axis) -> CustomAlignments.Guide? {
        guard let expression = item?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), ["Alignment", ".init"].contains(call.calledExpression.sourceText) {
            let part = CallArguments(call).labeled(axis == .horizontal ? "horizontal" : "vertical")
            return customGuide(in: part, axis: axis)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let base = member.base?.sourceText
        guard base == nil || base == (axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment") else { return nil }
        return customAlignments.guide(member.declName.baseName.text, axis: axis)
    }

    /// An `Alignment` argument that may name custom guides: the alignment with built-ins in their
    /// place and the children carrying the custom guides' values. `box` is true for a frame, which
    /// aligns its box on the built-in's fraction and warns when the default is no built-in.
    mutating func alignmentWithCustomGuides(_ item: CallArguments.Item?, _ children: [ViewNode], box: Bool, _ scope: Scope) throws(TranslationIssue) -> (Alignment, [ViewNode])? {
        let horizontal = customGuide(in: item, axis: .horizontal)
        let vertical = customGuide(in: item, axis: .vertical)
        guard let item, horizontal != nil || vertical != nil else { return nil }
        var children = children
        var parts: [Axis: String] = [:]
        for (axis, guide) in [(Axis.horizontal, horizontal), (.vertical, vertical)] {
            guard let guide else { continue }
            let builtin = try builtinFor(guide, box: box, scope)
            parts[axis] = builtin
            children = try aligning(children, on: guide, as: builtin, scope)
        }
        var alignment = Alignment.center
        if let call = item.expression.as(FunctionCallExprSyntax.self) {
            let arguments = CallArguments(call)
            if horizontal == nil { alignment.horizontal = try horizontalAlignment(arguments.labeled("horizontal")) }
            if vertical == nil { alignment.vertical = try verticalAlignment(arguments.labeled("vertical")) }
        }
        if let name = parts[.horizontal] { alignment.horizontal = HorizontalAlignment(rawValue: name) ?? .center }
        if let name = parts[.vertical] { alignment.vertical = VerticalAlignment(rawValue: name) ?? .center }
        return (alignment, children)
    }

    /// The built-in guide a container aligns on for `guide`: the one its default equals, else center.
    mutating func builtinFor(_ guide: CustomAlignments.Guide, box: Bool, _ scope: Scope) throws(TranslationIssue) -> String {
        let (spec, builtin) = try defaultSpec(guide, scope)
        if let builtin { return builtin }
        if box {
            warn(guide.anchor, SourceMessages.alignmentApproximated, "a frame aligns its own box on .\(guide.name) by its default (\(spec.source)); FrameLab places boxes only on built-in fractions and uses center for the box (the children still use their .\(guide.name) values)")
        }
        return "center"
    }

    /// The guide's default as an explicit guide spec, and the built-in it equals, if any.
    mutating func defaultSpec(_ guide: CustomAlignments.Guide, _ scope: Scope) throws(TranslationIssue) -> (spec: AlignmentGuideSpec, builtin: String?) {
        var linear = (width: 0.0, height: 0.0, constant: 0.0)
        if let body = guide.body, let read = try linearGuide(body, parameter: guide.parameter, axis: guide.axis, anchor: Syntax(body), scope) {
            linear = read
        } else if guide.body == nil {
            warn(guide.anchor, SourceMessages.alignmentDefaultMissing, "no defaultValue(in:) found for \(guide.idType); FrameLab uses 0")
        }
        let source = "defaultValue of \(guide.idType)" + (guide.body.map { ": " + $0.sourceText } ?? "")
        let spec = AlignmentGuideSpec(axis: guide.axis, guide: guide.name, widthFactor: linear.width, heightFactor: linear.height, constant: linear.constant, source: source)
        let along = guide.axis == .horizontal ? linear.width : linear.height
        let across = guide.axis == .horizontal ? linear.height : linear.width
        var builtin: String?
        if linear.constant == 0 && across == 0 {
            let names = guide.axis == .horizontal ? ["leading", "center", "trailing"] : ["top", "center", "bottom"]
            builtin = [0.0: names[0], 0.5: names[1], 1.0: names[2]][along]
        }
        return (spec, builtin)
    }

    /// Each child wrapped (through Group and ForEach) in the built-in guide `builtin` set to its
    /// value of the custom guide.
    mutating func aligning(_ children: [ViewNode], on guide: CustomAlignments.Guide, as builtin: String, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        let fallback = try defaultSpec(guide, scope).spec
        func wrap(_ node: ViewNode) -> ViewNode {
            switch node.kind {
            case .group, .forEach:
                var copy = node
                copy.children = node.children.map(wrap)
                return copy
            default:
                let own = Self.explicitSpec(node, guide)
                var spec = own ?? fallback
                // Without its own value the child may still pass one up from a stack inside it.
                if own == nil { spec.customGuide = guide.name }
                spec.source = "\(guide.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\(guide.name): \(spec.source)"
                spec.guide = builtin
                return ViewNode(.alignmentGuide(spec), children: [node], location: node.location)
            }
        }
        return children.map(wrap)
    }

    /// The child's own `alignmentGuide(.mid)`, under the modifiers that keep its geometry.
    private static func explicitSpec(_ node: ViewNode, _ guide: CustomAlignments.Guide) -> AlignmentGuideSpec? {
        var current = node
        while true {
            switch current.kind {
            case .alignmentGuide(let spec) where spec.axis == guide.axis && spec.guide == guide.name:
                return spec
            case .alignmentGuide, .gridCell, .font, .lineLimit:
                break
            case .modifier(let modifier) where modifier.base is LayoutPriorityModifier:
                break
            case .padding(let edges, let length):
                guard let child = current.children.first, let length else { return nil }
                return explicitSpec(child, guide)?.padded(by: EdgeInsets(edges, length))
            default:
                return nil
            }
            guard let child = current.children.first else { return nil }
            current = child
        }
    }
}
