import Foundation
import LayoutCore

/// Commands for scripts and settings: `:load :save :expect :set :help`.
extension CommandInterpreter {
    mutating func load(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        guard !call.arguments.isEmpty else { throw call.usageError() }
        let path = resolve(path: call.arguments, from: call.entry)
        if SourceFileLoader.isSource(path) {
            try loadSource(paths: [path], &output)
            return
        }
        let canonical = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let stack = loadStack.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        if let start = stack.firstIndex(of: canonical) {
            let chain = (loadStack[start...] + [path]).joined(separator: " → ")
            throw CommandError("load cycle: \(chain)")
        }
        guard loadStack.count < Self.maximumLoadDepth else {
            throw CommandError("scripts nest :load \(loadStack.count + 1) deep (\(loadStack.first ?? path) → … → \(path)); the limit is \(Self.maximumLoadDepth): load the files one after another instead")
        }
        let script = try TextFile.read(path)
        let outermost = loadStack.isEmpty
        if outermost { expansionBase = 0 }
        defer { if outermost { expansionBase = 1 } }
        let result = run(script: script, file: path)
        output.append(result)
        output.quit = result.quit
    }

    /// How deep scripts may nest `:load`; each level keeps its interpreter frames on the stack.
    static let maximumLoadDepth = 16

    /// A path relative to the file the command came from, or to the current directory.
    func resolve(path: String, from entry: InputEntry) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return expanded }
        if let file = entry.location?.file, !file.hasPrefix("<") {
            return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(expanded).path
        }
        return expanded
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
            case NSFileReadInapplicableStringEncodingError: return "not UTF-8 text"
            default: break
            }
        }
        return nsError.localizedDescription
    }

    func save(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        guard !call.arguments.isEmpty else { throw call.usageError() }
        let path = resolve(path: call.arguments, from: call.entry)
        do {
            try AtomicFile.write(SessionScript.render(session.state, treeSource: savedTreeSource), to: path)
        } catch {
            throw CommandError("cannot write \(path): \(Self.reason(error))")
        }
        output.print("saved the session to \(path)")
    }

    func expect(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let expectation = try Expectation(parsing: call.arguments)
        let result = try requireResult()
        let target = try TargetResolver(root: try queryRoot()).resolve(expectation.target)
        guard result.nodes.indices.contains(target.id) else { throw CommandError("#\(target.id) was not laid out") }
        let actual = expectation.property.value(of: result.nodes[target.id].frame)
        let text = "\(expectation.description) (actual \(format.string(actual)))"
        if expectation.op.holds(actual, expectation.expected, tolerance: expectation.tolerance) {
            output.messages.append(OutputMessage(kind: .passed, text: text, location: call.entry.location))
        } else {
            throw CommandError("expectation failed: \(text)")
        }
    }

    mutating func set(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(2)
        let settings = session.state.settings
        if words.isEmpty {
            output.print([
                "color \(settings.color.map { $0 ? "on" : "off" } ?? "auto")",
                "precision \(settings.precision)",
                "foreach \(settings.forEachCount)",
                "list \(settings.listBehaviour?.rawValue ?? "profile")",
                "arg \(settings.arguments.isEmpty ? "(none)" : settings.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))",
                "state \(settings.stateValues.isEmpty ? "(none)" : settings.stateValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))",
                "optionals \(settings.optionalsPresent ? "some" : "nil")",
                "strict \(settings.strict ? "on" : "off")",
                "placeholder \(settings.placeholderWord)",
                "verbose \(settings.diagnosticDetail == .verbose ? "on" : settings.diagnosticDetail == .quiet ? "quiet" : "off")",
                "dynamic-type \(settings.dynamicTypeSize.shortName)",
                "direction \(settings.layoutDirection == .rightToLeft ? "rtl" : "ltr")",
            ].joined(separator: "\n"))
            return
        }
        if words.first == "arg" {
            try setValue(call.arguments.dropFirst(3).trimmingCharacters(in: .whitespaces), in: \.arguments, key: "arg", &output)
            return
        }
        if words.first == "state" {
            try setValue(call.arguments.dropFirst(5).trimmingCharacters(in: .whitespaces), in: \.stateValues, key: "state", &output)
            return
        }
        guard words.count == 2, rest.isEmpty else { throw call.usageError() }
        var next = session.state
        let value = words[1]
        switch words[0] {
        case "color", "colour":
            switch value {
            case "on", "always", "true": next.settings.color = true
            case "off", "never", "false": next.settings.color = false
            case "auto": next.settings.color = nil
            default: throw CommandError("color is on, off or auto, not '\(value)'")
            }
        case "precision":
            guard let precision = Int(value), (0...6).contains(precision) else {
                throw CommandError("precision is a number of decimals from 0 to 6, not '\(value)'")
            }
            next.settings.precision = precision
        case "foreach":
            guard let count = Int(value), (1...1000).contains(count) else {
                throw CommandError("foreach is a count from 1 to 1000, not '\(value)'")
            }
            next.settings.forEachCount = count
        case "list":
            if value == "profile" || value == "default" {
                next.settings.listBehaviour = nil
            } else if let policy = ListContainerPolicy(rawValue: value) {
                next.settings.listBehaviour = policy
            } else {
                throw CommandError("list is measures, passes-by or profile, not '\(value)'")
            }
        case "optionals":
            guard value == "nil" || value == "some" else { throw CommandError("optionals is nil or some, not '\(value)'") }
            next.settings.optionalsPresent = value == "some"
        case "strict":
            guard let flag = Self.flag(value) else { throw CommandError("strict is on or off, not '\(value)'") }
            next.settings.strict = flag
        case "placeholder":
            next.settings.placeholderWord = value
        case "verbose":
            if value == "quiet" {
                next.settings.diagnosticDetail = .quiet
            } else if let flag = Self.flag(value) {
                next.settings.diagnosticDetail = flag ? .verbose : .grouped
            } else {
                throw CommandError("verbose is on, off or quiet, not '\(value)'")
            }
        case "dynamic-type", "dynamictype", "type-size":
            next.settings.dynamicTypeSize = try SessionSettings.dynamicTypeSize(named: value)
        case "direction", "layout-direction":
            next.settings.layoutDirection = try SessionSettings.layoutDirection(named: value)
        default:
            var message = "unknown setting '\(words[0])'"
            message += NameSuggestion.hint(for: words[0], in: SessionSettings.keys.map(\.key))
            throw CommandError(message + " (settings: " + SessionSettings.keys.map { "\($0.key) \($0.values)" }.joined(separator: ", ") + ")")
        }
        // Translation settings (the ForEach count, optionals…) translate the source again in apply.
        let relayout = next.settings.listBehaviour != settings.listBehaviour || loadedSource != nil
            || next.settings.dynamicTypeSize != settings.dynamicTypeSize || next.settings.layoutDirection != settings.layoutDirection
        try apply(next, &output, show: relayout ? .changes : .nothing)
        output.print("\(words[0]) \(value)")
    }

    static func flag(_ word: String) -> Bool? {
        switch word {
        case "on", "true", "yes": true
        case "off", "false", "no": false
        default: nil
        }
    }

    /// `:set arg NAME=VALUE` sets a property of the laid-out view, `:set state NAME=VALUE` a
    /// `@State`/`@Binding`/`@Environment` property of every view that has it; `:set arg NAME`
    /// clears one; `:set arg clear` clears them all.
    private mutating func setValue(_ text: String, in values: WritableKeyPath<SessionSettings, [String: String]>, key: String, _ output: inout CommandOutput) throws(CommandError) {
        let example = key == "arg" ? "title=\"Inbox\" or count=12" : "isExpanded=true or Card.isExpanded=true"
        guard !text.isEmpty else { throw CommandError("usage: :set \(key) NAME=VALUE (Swift source, such as \(example)), :set \(key) NAME, :set \(key) clear") }
        var next = session.state
        if text == "clear" {
            next.settings[keyPath: values] = [:]
        } else if let equals = text.firstIndex(of: "=") {
            let name = text[..<equals].trimmingCharacters(in: .whitespaces)
            let value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !value.isEmpty else { throw CommandError("write :set \(key) NAME=VALUE, such as \(example)") }
            next.settings[keyPath: values][name] = value
            if key == "state" { warnIfUndeclared(name, &output) }
        } else {
            next.settings[keyPath: values][text] = nil
        }
        try apply(next, &output, show: loadedSource != nil ? .changes : .nothing)
        let set = next.settings[keyPath: values]
        output.print("\(key) " + (set.isEmpty ? "(none)" : set.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")))
    }

    /// A state name no source of the session or the tree mentions is most likely a typo.
    private func warnIfUndeclared(_ name: String, _ output: inout CommandOutput) {
        let property = String(name.split(separator: ".").last ?? "")
        let sources = session.state.module.definitions.map(\.source) + (loadedSource?.files(session.state.module).map(\.text) ?? [])
        guard !sources.contains(where: { $0.contains(property) }) else { return }
        output.warn("no view of the session declares '\(property)'; the value is kept for views defined later")
    }

    func help(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let name = call.arguments.hasPrefix(":") ? String(call.arguments.dropFirst()) : call.arguments
        if name.isEmpty {
            output.print(CommandCatalog.overview(style: style))
            return
        }
        guard let info = CommandCatalog.info(name) else {
            var message = "no command ':\(name)'"
            if let suggestion = NameSuggestion.closest(to: name, in: CommandCatalog.names) { message += "; did you mean ':\(suggestion)'?" }
            throw CommandError(message)
        }
        output.print(style.bold(info.usage) + "\n" + info.help)
    }

    /// `:explain ID`: the text `framelab explain ID` prints; an unknown id is an error with the closest.
    func explain(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (text, ok) = ExplainRunner.text(for: call.arguments)
        guard ok else { throw CommandError(String(text.dropFirst(text.hasPrefix("error: ") ? "error: ".count : 0)).replacingOccurrences(of: "(framelab explain lists every id)", with: "(:explain lists every id)")) }
        output.print(text)
    }
}
