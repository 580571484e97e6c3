import LayoutCore
import SwiftSyntax

/// Views that are not written as calls: `static let` views (`Image.donutSymbol`).
extension ViewTranslator {
    /// `Image.homeScreen`, where `extension Image { static let homeScreen = Image("Home") }` is
    /// in the source: that expression's view. A static of a view type FrameLab knows that is
    /// defined in a file it was not given is laid out as that view type's kind (an asset `Image`
    /// is 100 × 100), with a warning; nil for anything else.
    mutating func staticView(_ member: MemberAccessExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode]? {
        guard let base = member.base else { return nil }
        let typeName = base.sourceText
        let name = member.declName.baseName.text
        if let expression = dataTypes[typeName]?.staticMembers[name] {
            guard staticViewDepth < 8 else {
                throw TranslationIssue(member, "'\(typeName).\(name)' refers to itself through static members; FrameLab stops after 8", id: SourceMessages.recursiveView)
            }
            staticViewDepth += 1
            defer { staticViewDepth -= 1 }
            return try views(expression, globals)
        }
        guard typeName.first?.isUppercase == true, let kind = viewKinds.kind(typeName, firstLabel: nil), kind.id != ViewKindLookup.fallbackID else {
            return nil
        }
        if options.strict {
            throw TranslationIssue(member, "'\(typeName).\(name)' is not defined in the files given; give the file that defines it (--file, or a directory)", id: SourceMessages.undefinedMember)
        }
        warn(member, SourceMessages.undefinedMember, "'\(typeName).\(name)' is not defined in the files given; it is laid out as \(typeName) (\(kind.summary)). Give the file that defines it (--file, or a directory) for its own view")
        return [ViewNode(.control(ControlNode(kind: kind, viewName: typeName, caption: name)), location: location(member))]
    }
}
