import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import ViewSyntax

/// `sourceText` is `trimmedDescription` read from the tree's bytes (and, for a plain name, from
/// its token): the two must agree on every node, comments and interior trivia included.
@Suite struct SourceTextTests {
    private func mismatches(in source: String) -> [String] {
        var found: [String] = []
        func visit(_ node: Syntax) {
            // Where a node ends in a missing token (a parse error), trimmedDescription keeps the
            // trivia after the last token written; sourceText drops it.
            let expected = node.trimmedDescription
            var withoutTrailingTrivia = expected
            while node.hasError, withoutTrailingTrivia.last?.isWhitespace == true { withoutTrailingTrivia.removeLast() }
            if node.sourceText != expected, node.sourceText != withoutTrailingTrivia {
                found.append("\(node.kind): \(node.sourceText.debugDescription) ≠ \(expected.debugDescription)")
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(Parser.parse(source: source)))
        return found
    }

    @Test func writtenCasesReadAsTrimmedDescription() {
        let sources = [
            "  /* lead */ Text( \"a\" ) // trail\n",
            "VStack(spacing: 8 /* mid */) {\n    Text(\"é \\(index)\")\n        .padding( .horizontal , 4 )\n}\n",
            "let x = `default` + print(_:)\n",
            "HStack { Text(\"unclosed\" \n",
            "",
        ]
        for source in sources { #expect(mismatches(in: source) == [], "\(source.debugDescription)") }
    }

    /// Four fixtures of different shapes (a custom layout, a real-app pattern, a list, a preview).
    @Test(arguments: ["custom-layout-food-truck-tiling", "real-self-member-call", "list-sections-ios26", "preview-static-sample"])
    func fixturesReadAsTrimmedDescription(name: String) throws {
        let file = Self.testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(name + ".swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(mismatches(in: source).prefix(5) == [], "\(name)")
    }

    /// Four files of the real-app corpus, one per app, when `scripts/corpus-fetch` has written it
    /// (`.corpus`, or `FRAMELAB_CORPUS`); the repository lists these files, it does not hold them.
    @Test(.enabled(if: SourceTextTests.corpusDirectory != nil, "the corpus is not fetched: run scripts/corpus-fetch (docs/real-files.md)"),
          arguments: ["backyard-birds", "codeedit", "duckduckgo", "exyte-chat"])
    func corpusFilesReadAsTrimmedDescription(app: String) throws {
        let directory = try #require(Self.corpusDirectory).appendingPathComponent(app)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted().first)
        let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        #expect(mismatches(in: source).prefix(5) == [], "\(app)/\(file)")
    }

    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static var corpusDirectory: URL? {
        let environment = ProcessInfo.processInfo.environment["FRAMELAB_CORPUS"] ?? ""
        let folder = environment.isEmpty ? testsDirectory.deletingLastPathComponent().appendingPathComponent(".corpus") : URL(fileURLWithPath: environment)
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("backyard-birds").path) ? folder : nil
    }
}
