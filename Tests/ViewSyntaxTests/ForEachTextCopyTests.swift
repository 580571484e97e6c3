import LayoutCore
import SwiftParser
import SwiftSyntax
import Testing
@testable import ViewSyntax

/// A `ForEach` whose element appears only in `Text` literals (`Text("Photo \(index)")`) copies its
/// first translated copy and writes those texts again for each element; anything else translates
/// the closure once per element. Both must give the same tree.
@Suite struct ForEachTextCopyTests {
    private func texts(_ node: ViewNode?) -> [String] { node?.texts ?? [] }

    private func view(_ body: String) -> String {
        "struct V: View {\n    let count = 3\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    @Test func copiesMatchTheClosureTranslatedPerElement() throws {
        let content = #"VStack { Image(systemName: "photo"); Text("Photo \(index)").font(.caption); Text("fixed") }"#
        let copied = try #require(translated(view("ForEach(0..<3) { index in \(content) }")))
        // `let _ = index` is a use outside a Text: the closure is translated for each element.
        let perElement = try #require(translated(view("ForEach(0..<3) { index in let _ = index; \(content) }")))
        #expect(texts(copied) == ["Photo 0", "fixed", "Photo 1", "fixed", "Photo 2", "fixed"])
        #expect(copied.withoutLocations == perElement.withoutLocations)
        #expect(ViewTranslator.textsUsingOnly("index", in: try #require(Self.closure(in: view("ForEach(0..<3) { index in \(content) }"))))?.count == 1)
    }

    @Test func otherUsesOfTheElementTranslatePerElement() throws {
        // Shadowed by an inner ForEach's own parameter: the inner one is what the Text shows.
        let shadowed = try #require(translated(view(#"ForEach(0..<2) { index in ForEach(5..<7) { index in Text("\(index)") } }"#)))
        #expect(texts(shadowed) == ["5", "6", "5", "6"])
        // A literal that also interpolates a property, and one with arithmetic on the element.
        let mixed = try #require(translated(view(#"ForEach(0..<2) { index in Text("\(index) of \(count)") }"#)))
        #expect(texts(mixed) == ["0 of 3", "1 of 3"])
        let arithmetic = try #require(translated(view(#"ForEach(1...2) { index in Text("\(index * 10)") }"#)))
        #expect(texts(arithmetic) == ["10", "20"])
        for source in [#"{ index in ForEach(5..<7) { index in Text("\(index)") } }"#, #"{ index in Text("\(index) of \(count)") }"#, #"{ index in if index > 0 { Text("\(index)") } }"#] {
            #expect(ViewTranslator.textsUsingOnly("index", in: try #require(Self.closure(in: view("ForEach(0..<2) \(source)")))) == nil, "\(source)")
        }
    }

    /// The trailing closure of the first `ForEach` in `source`.
    private static func closure(in source: String) -> ClosureExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: ClosureExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach" { found = node.trailingClosure }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        return finder.found
    }
}
