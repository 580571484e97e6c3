import Foundation
import LayoutCore
import Testing
@testable import ViewSyntax

/// An app folder's files are parsed on every core and kept for the next translation
/// (docs/app-folders.md). What that relies on: a file's parse depends only on its name, text and
/// the limits, and the files come back in the order given, so the translation is the one of
/// parsing one by one. The folder is Tests/AppFolders/parsed-together: `Screen` uses a view, a
/// nested type, an extension initializer and two overloads declared in other files; one file it
/// uses and one nobody uses do not parse.
@Suite struct AppFolderParsingTests {
    /// The folder's files as `eval --file parsed-together/` reads them: sorted paths.
    private static func folder() throws -> [SourceFile] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AppFolders/parsed-together")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            SourceFile(name: "parsed-together/\(name)", text: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    private static func translate(_ files: [SourceFile], threads: Int) -> Translation {
        var options = translator.options
        options.parseThreads = threads
        return SourceTranslator(containerKinds: translator.containerKinds, viewKinds: translator.viewKinds, options: options)
            .translate(files, choice: .view("Screen"))
    }

    @Test func parsingOnFourThreadsGivesTheTranslationOfParsingOneByOne() throws {
        let files = try Self.folder()
        #expect(files.count == 8)
        let alone = Self.translate(files, threads: 1)
        let together = Self.translate(files, threads: 4)
        #expect(together.root == alone.root)
        #expect(together.diagnostics.map(\.rendered) == alone.diagnostics.map(\.rendered))
        // And again with the files in the other order: the diagnostics follow the files' positions, not the threads'.
        let reversed = Self.translate(files.reversed(), threads: 4)
        #expect(reversed.root == alone.root)
        #expect(Set(reversed.diagnostics.map(\.rendered)) == Set(alone.diagnostics.map(\.rendered)))
    }

    @Test func filesThatDoNotParseAreLeftOutAtTheirErrorsAndTheViewStillLaysOut() throws {
        let translation = Self.translate(try Self.folder(), threads: 4)
        let root = try #require(translation.root, "\(translation.diagnostics.map(\.rendered))")
        let leftOut = translation.diagnostics.filter { $0.rendered.contains("left out, it does not parse") }
        // Unused.swift:5:62 (`height: }`: the value and the ')' missing, two errors) and
        // Notice.swift:7:39 (`width: 80 height: 20`, no comma), both warnings: each file is left out.
        #expect(leftOut.map { "\($0.file):\($0.line):\($0.column)" }
            == ["parsed-together/Unused.swift:5:62", "parsed-together/Unused.swift:5:62", "parsed-together/Notice.swift:7:39"])
        #expect(leftOut.allSatisfy { $0.severity == .warning })
        #expect(!translation.diagnostics.contains { $0.severity == .error })
        let result = LayoutEngine.layout(root, in: .window(width: 400, height: 800))
        // Badge.swift's memberwise `Badge(side: 24)`: a 24 × 24 circle.
        #expect(result.node(named: "badge")?.frame.size == Size(width: 24, height: 24))
        // Catalog.swift's `Catalog.Row`, declared in an extension of an enum: 30 tall.
        #expect(result.node(named: "row")?.frame.size.height == 30)
        // Modifiers.swift's overloads: `card()` calls `card(inset: 10)`, padding 10 around 10 = 30;
        // `card(inset: 5)`: 10 + 2 × 5 = 20.
        #expect(result.node(named: "card")?.frame.size.height == 30)
        #expect(result.node(named: "card-inset")?.frame.size.height == 20)
        // Notice is left out with its file: a stand-in, warned at its use (Screen.swift:11:13), at most 44 tall.
        #expect(result.node(named: "notice")?.frame.size.height == 44)
        #expect(translation.diagnostics.contains { $0.file == "parsed-together/Screen.swift" && $0.line == 11 && $0.column == 13 && $0.message.contains("unknown view 'Notice'") })
    }

    @Test func theNextTranslationParsesOnlyTheFilesThatChanged() throws {
        let files = try Self.folder()
        let cache = ParseCache()
        let limits = ParseCache.Limits(TranslationOptions())
        let parsedNames = NamesParsed()
        let parse: @Sendable (SourceFile) -> ParsedFile = { file in
            parsedNames.append(file.name)
            return ParsedFile(context: nil, diagnostics: [], placeholders: [file.text.count])
        }
        let first = cache.parsed(files, limits: limits, threads: 2, parse: parse)
        #expect(parsedNames.names.count == 8)
        var changed = files
        changed[3].text += "\n// changed\n"
        let second = cache.parsed(changed, limits: limits, threads: 2, parse: parse)
        #expect(parsedNames.names.count == 9)                   // only the changed file again
        #expect(parsedNames.names.last == files[3].name)
        #expect(second.map(\.placeholders) == zip(first, changed).map { old, file in file.name == files[3].name ? [file.text.count] : old.placeholders })
        // Other limits are another parse: every file again.
        var tighter = TranslationOptions()
        tighter.maxTokens = 1_000
        _ = cache.parsed(changed, limits: ParseCache.Limits(tighter), threads: 2, parse: parse)
        #expect(parsedNames.names.count == 17)
    }
}

/// The names a test's parse function was called with, from several threads.
private final class NamesParsed: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ name: String) { lock.withLock { list.append(name) } }
    var names: [String] { lock.withLock { list } }
}
