import LayoutCore
import SwiftSyntax

/// The alignment guides a source defines (`struct Mid: AlignmentID { static func defaultValue(in d:
/// ViewDimensions) -> CGFloat { d[.bottom] } }` with `extension VerticalAlignment { static let mid =
/// VerticalAlignment(Mid.self) }`) read from a `ViewDimensions` in a custom layout:
/// `subview.dimensions(in: p)[.mid]` is the subview's own value when it sets the guide (an
/// `alignmentGuide(.mid)`, or a layout or stack inside it passing one up), else the guide's
/// `defaultValue(in:)` run on those dimensions, as SwiftUI's `ViewDimensions` subscript answers.
extension LayoutInterpreter {
    static let alignmentTypes: Set<String> = ["HorizontalAlignment", "VerticalAlignment"]

    /// The axis and `AlignmentID` type of the guide `name` defined in the source; `written` (the
    /// subscript's argument) picks the axis when both define the name.
    func customGuide(_ name: String, written: String) -> (axis: Axis, idType: String)? {
        var found: [(axis: Axis, idType: String)] = []
        for (type, axis) in [("HorizontalAlignment", Axis.horizontal), ("VerticalAlignment", .vertical)] {
            guard let call = types[type]?.statics[name]?.as(FunctionCallExprSyntax.self),
                  let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  argument.declName.baseName.text == "self", let idType = argument.base?.sourceText else { continue }
            found.append((axis, idType))
        }
        if found.count > 1, let match = found.first(where: { written.hasPrefix($0.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment") }) {
            return match
        }
        return found.first
    }

    /// `dimensions[.mid]` (or `dimensions[explicit: .mid]`, nil without the subview's own value).
    mutating func customGuideValue(_ name: String, _ dimensions: SwiftValue, _ fields: [String: SwiftValue], _ argument: LabeledExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        guard let guide = customGuide(name, written: argument.expression.sourceText) else {
            let known = (types["HorizontalAlignment"]?.statics.keys.map { $0 } ?? []) + (types["VerticalAlignment"]?.statics.keys.map { $0 } ?? [])
            let hint = NameSuggestion.closest(to: name, in: known).map { "; did you mean '.\($0)'?" } ?? " (define it with an AlignmentID and a static let in an extension of HorizontalAlignment or VerticalAlignment)"
            throw error(argument, "unknown alignment guide '.\(name)'\(hint)")
        }
        let width = try number(fields["width"] ?? .number(0), argument), height = try number(fields["height"] ?? .number(0), argument)
        if case .subview(let index)? = fields["subview"],
           let explicit = subviews?.explicitGuide(index, guide.axis, name, size: Size(width: width, height: height)) {
            return .number(explicit)
        }
        if argument.label?.text == "explicit" { return .none }
        guard types[guide.idType]?.methods["defaultValue"] != nil else {
            throw error(argument, "'\(guide.idType)' has no defaultValue(in:), so .\(name) has no value here")
        }
        let value = try invokeMethodReturningSelf("defaultValue", on: nil, type: guide.idType, [Argument(label: "in", value: dimensions, node: argument.expression)], at: argument).0
        return .number(try number(value, argument))
    }
}
