import Foundation
import ViewSyntax

/// The declarations the session keeps: every top-level `struct`, `enum`, `class`, `extension`,
/// `func`, `let` and `var` typed or loaded joins it and is translated with every later entry, as
/// if all were files of one module. Each entry or file that declared something is one `File`,
/// kept whole so diagnostics point into it; a declaration redefined later (or forgotten) is blanked
/// out of its file, so lines and columns stay where they were.
public struct SessionModule: Sendable, Hashable {
    struct File: Sendable, Hashable {
        var id: Int
        /// The file name diagnostics give (`<input>`, `<stdin>`, a script or Swift file).
        var name: String
        /// "entry 3" for source typed at the prompt; nil for a file (its declarations are `file:line`).
        var entryLabel: String?
        /// The source, padded as the entry stood in its script, so positions are those of the script.
        var text: String
        var reading: SourceDeclarations
        /// Whether each declaration is still in force (not redefined later, not forgotten).
        var active: [Bool]

        var declarations: [SourceDeclaration] { reading.declarations }

        /// "entry 3" or "Demo.swift:12", where declaration `index` came from.
        func origin(_ index: Int) -> String {
            if let entryLabel { return entryLabel }
            let shortName = name.split(separator: "/").last.map(String.init) ?? name
            return "\(shortName):\(declarations[index].start.line)"
        }

        func source(_ index: Int) -> String {
            source(index, in: Array(text.utf8))
        }

        /// Declaration `index`'s text, from the file's bytes (read once for all its declarations).
        func source(_ index: Int, in bytes: [UInt8]) -> String {
            String(decoding: bytes[declarations[index].utf8Range.clamped(to: 0..<bytes.count)], as: UTF8.self)
        }

        /// The whole text with the declarations no longer in force blanked out; `declarationsOnly`
        /// blanks everything that is not a declaration in force, and previews and `App`s too (a
        /// file's previews and app belong to that file, not to the session).
        func text(declarationsOnly: Bool) -> String {
            var blanked: [Range<Int>] = declarations.indices.filter {
                !active[$0] || (declarationsOnly && SessionModule.fileOwnKinds.contains(declarations[$0].kind))
            }.map { declarations[$0].utf8Range }
            if declarationsOnly { blanked += reading.otherItems }
            guard !blanked.isEmpty else { return text }
            var bytes = Array(text.utf8)
            for range in blanked {
                for offset in range.clamped(to: 0..<bytes.count) where bytes[offset] != UInt8(ascii: "\n") {
                    bytes[offset] = UInt8(ascii: " ")
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        var hasActiveDeclarations: Bool {
            declarations.indices.contains { active[$0] && !SessionModule.fileOwnKinds.contains(declarations[$0].kind) }
        }
    }

    /// One declaration in force, as `:defs` lists it.
    public struct Definition: Sendable, Hashable {
        public var declaration: SourceDeclaration
        public var origin: String
        public var source: String
        var fileID: Int
        var index: Int
    }

    var files: [File] = []
    private var nextID = 1

    /// Kinds that stay with the file that declares them: its previews and its `App`.
    static let fileOwnKinds: Set<SourceDeclaration.Kind> = [.preview, .app]

    public init() {}

    public var isEmpty: Bool { definitions.isEmpty }

    /// The declarations in force, in the order they were made.
    public var definitions: [Definition] {
        files.flatMap { file in
            let bytes = Array(file.text.utf8)
            return file.declarations.indices.filter { file.active[$0] }.map { index in
                Definition(declaration: file.declarations[index], origin: file.origin(index), source: file.source(index, in: bytes), fileID: file.id, index: index)
            }
        }
    }

    /// Names of the views in force (for completion and `:view`).
    public var viewNames: [String] {
        definitions.filter { $0.declaration.kind == .view }.flatMap(\.declaration.names)
    }

    /// The files to translate: `own` first (a module file's own text in full, with what was
    /// redefined since blanked), then the declarations of every other file in force.
    func sourceFiles(own: [SourceFile], ids: [Int?]) -> [SourceFile] {
        var result: [SourceFile] = []
        for (index, file) in own.enumerated() {
            if let id = ids.indices.contains(index) ? ids[index] : nil, let kept = files.first(where: { $0.id == id }) {
                result.append(SourceFile(name: kept.name, text: kept.text(declarationsOnly: false)))
            } else {
                result.append(file)
            }
        }
        let ownIDs = Set(ids.compactMap { $0 })
        let others = files.filter { !ownIDs.contains($0.id) && $0.hasActiveDeclarations }
        return result + Self.merged(others.map { SourceFile(name: $0.name, text: $0.text(declarationsOnly: true)) })
    }

    /// The module's declarations alone, as files (for `:modify` and `:view`).
    var declarationFiles: [SourceFile] { sourceFiles(own: [], ids: []) }
}

/// What adding or forgetting declarations did, one line each ("defined view Badge",
/// "redefined view Badge (was entry 1)").
struct ModuleChange: Sendable, Hashable {
    var title: String
    var previous: String?
    var unchanged = false

    var line: String {
        guard let previous else { return "defined \(title)" }
        return unchanged ? "\(title) is unchanged (\(previous))" : "redefined \(title) (was \(previous))"
    }
}

/// Adding declarations: a name declared again with the same keyword replaces the old declaration;
/// with another keyword (`struct Badge` then `enum Badge`) it is an error, as is a cycle between
/// definitions. On an error the module is unchanged.
extension SessionModule {
    struct Failure: Error {
        var message: String
        var position: SourceDeclaration.Position
    }

    func adding(_ reading: SourceDeclarations, text: String, name: String, entryLabel: String?) throws(Failure) -> (module: SessionModule, fileID: Int, changes: [ModuleChange]) {
        var module = self
        var changes: [ModuleChange] = []
        let id = module.nextID
        module.nextID += 1
        for declaration in reading.declarations {
            var previous: String?
            var unchanged = false
            for fileIndex in module.files.indices {
                let file = module.files[fileIndex]
                for index in file.declarations.indices where file.active[index] {
                    let old = file.declarations[index]
                    guard Self.sameName(old, declaration) else { continue }
                    if old.keyword != declaration.keyword {
                        let shown = Self.displayName(declaration)
                        throw Failure(
                            message: "'\(shown)' is already declared as \(Self.article(old.keyword)) \(old.keyword) (\(file.origin(index))); a\(declaration.keyword.first.map { "aeiou".contains($0) } == true ? "n" : "") \(declaration.keyword) of the same name is a different kind: give it another name, or :forget \(shown) first",
                            position: declaration.namePosition)
                    }
                    previous = file.origin(index)
                    unchanged = file.source(index) == Self.source(of: declaration, in: text)
                    module.files[fileIndex].active[index] = false
                }
            }
            changes.append(ModuleChange(title: declaration.title, previous: previous, unchanged: unchanged))
        }
        module.files.append(File(id: id, name: name, entryLabel: entryLabel, text: text, reading: reading, active: reading.declarations.map { _ in true }))
        if let cycle = module.firstCycle(from: id) { throw cycle }
        return (module, id, changes)
    }

    /// Takes `name`'s declarations out of force; nil when nothing is declared by that name.
    func forgetting(_ name: String) -> (module: SessionModule, forgotten: [Definition])? {
        var module = self
        let forgotten = definitions.filter { $0.declaration.names.contains(name) || $0.declaration.title == name || "extension \($0.declaration.names.joined())" == name }
        guard !forgotten.isEmpty else { return nil }
        for definition in forgotten {
            guard let fileIndex = module.files.firstIndex(where: { $0.id == definition.fileID }) else { continue }
            module.files[fileIndex].active[definition.index] = false
        }
        return (module, forgotten)
    }

    /// Names `:forget` and `:edit` accept.
    var definedNames: [String] {
        definitions.flatMap { $0.declaration.kind == .extensionDecl ? ["extension \($0.declaration.names.joined())"] : $0.declaration.names }
    }

    /// Two declarations of one name; extensions of one type are the same one when they declare a
    /// member of the same name (an extension with other members adds to the type).
    private static func sameName(_ old: SourceDeclaration, _ new: SourceDeclaration) -> Bool {
        if old.kind == .extensionDecl || new.kind == .extensionDecl {
            guard old.kind == new.kind, old.names == new.names else { return false }
            return !Set(old.members).isDisjoint(with: new.members) || (old.members.isEmpty && new.members.isEmpty)
        }
        return !Set(old.names).isDisjoint(with: new.names)
    }

    private static func displayName(_ declaration: SourceDeclaration) -> String {
        declaration.names.joined(separator: ", ")
    }

    private static func article(_ keyword: String) -> String {
        keyword.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    private static func source(of declaration: SourceDeclaration, in text: String) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes[declaration.utf8Range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }
}
