import LayoutCore
import SwiftSyntax

/// Geometry constants a view's own types declare: `static let contentInset: EdgeInsets =
/// .init(top: 12, leading: 16, bottom: 12, trailing: 16)`, `static let avatarSize: CGSize =
/// .init(width: 48, height: 48)` (`staticValues` keeps their labelled numbers as
/// `Constant.avatarSize.width`). `.padding(Constant.contentInset)` was the default padding, and
/// an avatar stand-in given `size: Constant.avatarSize` the largest square of its row (issue 26's
/// wave-7 sample, a chat row 213 tall for 72).
extension ViewTranslator {
    /// The labelled numbers of the static geometry value `expression` names, by field; nil when
    /// none of `fields` is known.
    func staticGeometry(_ expression: ExprSyntax, fields: [String]) -> [String: Double]? {
        guard expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) else { return nil }
        let name = expression.trimmedDescription
        let prefixes = [name] + (instantiating.last.map { ["\($0).\(name)"] } ?? [])
        for prefix in prefixes {
            var found: [String: Double] = [:]
            for field in fields {
                switch staticValues["\(prefix).\(field)"] {
                case .number(let number)?: found[field] = number
                case .int(let number)?: found[field] = Double(number)
                default: break
                }
            }
            if !found.isEmpty { return found }
        }
        return nil
    }

    /// A padding of per-edge lengths: one padding node per distinct non-zero length.
    func insetPadding(_ values: [Edge: Double], receiver: ViewNode, make: (EdgeSet, Double?) -> ViewKind, at here: LayoutCore.SourceLocation) -> ViewNode {
        var byLength: [(Double, EdgeSet)] = []
        for edge in Edge.allCases {
            let value = values[edge] ?? 0
            if value == 0 { continue }
            if let index = byLength.firstIndex(where: { $0.0 == value }) {
                byLength[index].1.insert(EdgeSet(edge))
            } else {
                byLength.append((value, EdgeSet(edge)))
            }
        }
        if byLength.isEmpty { return ViewNode(make(.all, 0), children: [receiver], location: here) }
        var node = receiver
        for (value, edges) in byLength { node = ViewNode(make(edges, value), children: [node], location: here) }
        return node
    }
}
