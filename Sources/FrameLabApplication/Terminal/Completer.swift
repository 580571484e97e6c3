import Profiles
import ViewSyntax

/// What completion can offer at this moment in the session.
public struct CompletionContext: Sendable, Hashable {
    public var commands: [String] = CommandCatalog.names
    public var deviceIDs: [String] = []
    /// View names from `.id(…)` and `#ID`s.
    public var targets: [String] = []
    /// Built-in view names and container view names, for source.
    public var viewNames: [String] = []
    public var modifierNames: [String] = []
    public var profileIDs: [String] = []
    /// Named windows of the current device, after `:window`.
    public var windowNames: [String] = []
    /// `View` structs and preview names of the loaded source, after `:view` and `:preview`.
    public var sourceViews: [String] = []
    public var previewNames: [String] = []
    /// The initializer labels of the session's views (`Badge` → `title`, `count`), offered inside `Badge(`.
    public var initializerLabels: [String: [String]] = [:]
    /// Names `:forget` and `:edit` take.
    public var definitionNames: [String] = []
}

/// The completions for the word before the cursor.
public struct Completion: Sendable, Hashable {
    /// The word being completed (what the candidates replace).
    public var word: String
    public var candidates: [String]
    /// Appended after a single candidate (` ` after a command, `(` after a modifier).
    public var terminator: String

    /// The longest text all candidates start with.
    public var commonPrefix: String {
        guard var prefix = candidates.first else { return word }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}

/// Context-aware completion: commands after `:`, then each command's arguments (device ids,
/// targets, orientations, settings, file names are left to the user); in source, view and
/// container names, and modifier names after a dot.
public enum Completer {
    public static func complete(_ line: String, in context: CompletionContext) -> Completion {
        let trimmed = line.drop { $0.isWhitespace }
        if trimmed.hasPrefix(":") {
            return completeCommand(String(trimmed.dropFirst()), context)
        }
        return completeSource(line, context)
    }

    private static func completeCommand(_ text: String, _ context: CompletionContext) -> Completion {
        guard let space = text.firstIndex(where: \.isWhitespace) else {
            return match(":" + text, context.commands.map { ":" + $0 }, terminator: " ")
        }
        let command = String(text[..<space])
        let arguments = text[space...].drop { $0.isWhitespace }
        let words = arguments.split(omittingEmptySubsequences: false, whereSeparator: \.isWhitespace).map(String.init)
        let index = words.count - 1
        let word = words.last ?? ""
        switch (command, index) {
        case ("device", 0): return match(word, context.deviceIDs, terminator: " ")
        case ("device", 1), ("orientation", 0): return match(word, ["portrait", "landscape"], terminator: "")
        case ("column", 0): return match(word, SplitColumnNames.all, terminator: "")
        case ("os", 0): return match(word, OperatingSystem.knownIDs + ["default"], terminator: "")
        case ("posture", 0): return match(word, ["folded", "open", "default"], terminator: "")
        case ("window", 0): return match(word, context.windowNames + ["default"], terminator: "")
        case ("help", 0): return match(word, context.commands, terminator: "")
        case ("present", 0): return match(word, ["off", "sheet", "fullScreenCover", "popover", "inspector"], terminator: "")
        case ("present", 1) where words[0] != "off": return match(word, ["main"], terminator: "")
        case ("view", 0): return match(word, context.sourceViews, terminator: "")
        case ("forget", 0), ("edit", 0): return match(word, context.definitionNames, terminator: "")
        case ("preview", 0): return match(word, context.previewNames, terminator: "")
        case ("profile", 0): return match(word, context.profileIDs, terminator: "")
        case ("explain", 0): return match(word, DiagnosticCatalogs.ids.map(\.description), terminator: "")
        case ("set", 0): return match(word, SessionSettings.keys.map(\.key), terminator: " ")
        case ("set", 1):
            switch words[0] {
            case "color": return match(word, ["on", "off", "auto"], terminator: "")
            case "list": return match(word, ["measures", "passes-by", "profile"], terminator: "")
            default: return Completion(word: word, candidates: [], terminator: "")
            }
        case ("svg", 1), ("html", 1): return match(word, context.targets, terminator: "")
        case ("why", 0), ("matrix", 0), ("modify", 0), ("remove", 0), ("replace", 0), ("add", 0), ("insert", 0):
            return match(word, context.targets, terminator: " ")
        case ("expect", 0):
            if let dot = word.lastIndex(of: ".") {
                let target = word[..<dot]
                let properties = Expectation.Property.allCases.map { "\(target).\($0.rawValue)" }
                return match(word, properties, terminator: " ")
            }
            return match(word, context.targets, terminator: ".")
        case ("expect", 1): return match(word, Expectation.Operator.allCases.map(\.rawValue), terminator: " ")
        case ("modify", _), ("add", _), ("insert", _), ("replace", _):
            return completeSource(String(arguments), context)
        default:
            return Completion(word: word, candidates: [], terminator: "")
        }
    }

    private static func completeSource(_ text: String, _ context: CompletionContext) -> Completion {
        let word = String(text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        let before = text.dropLast(word.count)
        if before.last == "." {
            return match(word, context.modifierNames, terminator: "(")
        }
        if let view = openCall(before), let labels = context.initializerLabels[view] {
            return match(word, labels.map { $0 + ":" }, terminator: " ")
        }
        return match(word, context.viewNames, terminator: "")
    }

    /// The name before the innermost unclosed `(` when the cursor is where a label goes (after the
    /// `(` or a `,`): `Badge(title: "a", ` → `Badge`.
    static func openCall(_ text: Substring) -> String? {
        let trimmed = text.reversed().drop { $0 == " " }
        guard let last = trimmed.first, last == "(" || last == "," else { return nil }
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            switch text[index] {
            case ")", "]", "}": depth += 1
            case "[", "{": depth -= 1
            case "(":
                if depth == 0 {
                    let name = text[..<index].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    return name.isEmpty ? nil : String(name.reversed())
                }
                depth -= 1
            default: break
            }
            if depth < 0 { return nil }
        }
        return nil
    }

    private static func match(_ word: String, _ candidates: [String], terminator: String) -> Completion {
        var seen = Set<String>()
        let matches = candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }.sorted()
        return Completion(word: word, candidates: matches, terminator: terminator)
    }
}

enum SplitColumnNames {
    static let all = ["sidebar", "content", "detail", "none"]
}

extension CommandInterpreter {
    /// What completion offers now.
    public var completionContext: CompletionContext {
        let registry = profiles.registry
        let translator = pipeline(session.state.settings).translator(in: nil)
        let containerNames = profiles.containerKinds.flatMap(\.viewNames)
        var context = CompletionContext(
            deviceIDs: registry.devices.keys.sorted(), targets: targetNames,
            viewNames: translator.knownViewNames + containerNames,
            modifierNames: SourceTranslator.knownModifierNames,
            profileIDs: registry.entries.map(\.id),
            windowNames: registry.devices[session.state.selection.deviceID]?.windowNames(for: session.state.selection.orientation, os: session.state.selection.os) ?? [])
        let module = session.state.module
        context.viewNames += module.viewNames
        context.sourceViews = Array(Set((loadedSource?.selection?.views ?? []) + module.viewNames)).sorted()
        context.definitionNames = module.definedNames
        for definition in module.definitions where definition.declaration.kind == .view {
            for name in definition.declaration.names { context.initializerLabels[name] = definition.declaration.initializerLabels }
        }
        context.previewNames = loadedSource?.selection?.previews.compactMap { $0.name ?? $0.provider } ?? []
        return context
    }
}
