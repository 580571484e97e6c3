import LayoutCore
import Profiles

/// `:each-device [ID…|phones|pads|all]`, `:each-orientation` … `:end`: a block of script lines
/// run once per device or orientation, each run labelled so its checks say where they ran.
struct RepeatBlock: Sendable {
    /// One run of the block: the selection it uses and the label its checks carry.
    struct Variation: Sendable {
        var label: String
        var selection: DeviceSelection
        var dynamicTypeSize: DynamicTypeSize?
    }

    static let commands = ["each-device", "each-orientation", "each-dynamic-type"]

    /// The command an entry starts a block with, or nil.
    static func command(of entry: InputEntry) -> (name: String, arguments: String)? {
        let text = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix(":") else { return nil }
        let name = String(text.dropFirst().prefix { !$0.isWhitespace })
        guard commands.contains(name) else { return nil }
        return (name, text.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces))
    }

    static func isEnd(_ entry: InputEntry) -> Bool {
        entry.text.trimmingCharacters(in: .whitespacesAndNewlines) == ":end"
    }

    /// The runs a block asks for, from the current selection.
    static func variations(command: String, arguments: String, current: DeviceSelection, currentType: DynamicTypeSize?, registry: ProfileRegistry) throws(CommandError) -> [Variation] {
        let words = arguments.split(whereSeparator: \.isWhitespace).map(String.init)
        switch command {
        case "each-dynamic-type":
            return try dynamicTypeSizes(words).map { size in
                Variation(label: "\(current.deviceID) \(current.orientation.rawValue) \(size.shortName)", selection: current, dynamicTypeSize: size)
            }
        case "each-orientation":
            guard words.isEmpty else { throw CommandError("usage: :each-orientation … :end (no arguments)") }
            return Orientation.allCases.map { orientation in
                var selection = current
                selection.orientation = orientation
                return Variation(label: "\(selection.deviceID) \(orientation.rawValue)", selection: selection, dynamicTypeSize: currentType)
            }
        default:
            return try devices(words, registry: registry).map { id in
                Variation(label: "\(id) \(current.orientation.rawValue)",
                          selection: DeviceSelection(deviceID: id, orientation: current.orientation), dynamicTypeSize: currentType)
            }
        }
    }

    /// Sizes for `:each-dynamic-type [SIZE…|all|accessibility]`: by default the standard sizes
    /// and AX3 (xSmall … xxxLarge, AX3).
    static func dynamicTypeSizes(_ words: [String]) throws(CommandError) -> [DynamicTypeSize] {
        guard !words.isEmpty else { return DynamicTypeSize.allCases.filter { !$0.isAccessibilitySize } + [.accessibility3] }
        var sizes: [DynamicTypeSize] = []
        for word in words {
            switch word {
            case "all": sizes += DynamicTypeSize.allCases
            case "accessibility": sizes += DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
            default:
                guard let size = DynamicTypeSize(name: word) ?? DynamicTypeSize.allCases.first(where: { $0.shortName.lowercased() == word.lowercased() }) else {
                    let names = DynamicTypeSize.allCases.map(\.rawValue) + DynamicTypeSize.allCases.map(\.shortName)
                    var message = "unknown Dynamic Type size '\(word)'"
                    message += NameSuggestion.hint(for: word, in: names)
                    throw CommandError(message + " (sizes: " + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ") + ", all, accessibility)")
                }
                sizes.append(size)
            }
        }
        var seen: Set<DynamicTypeSize> = []
        return sizes.filter { seen.insert($0).inserted }
    }

    /// Device ids for `ID…`, `phones`, `pads` or `all` (the default), in id order.
    static func devices(_ words: [String], registry: ProfileRegistry) throws(CommandError) -> [String] {
        let all = registry.devices.values.sorted { $0.id < $1.id }
        var ids: [String] = []
        for word in words.isEmpty ? ["all"] : words {
            switch word {
            case "all": ids += all.map(\.id)
            case "phones": ids += all.filter { $0.idiom == .phone }.map(\.id)
            case "pads": ids += all.filter { $0.idiom == .pad }.map(\.id)
            default:
                guard registry.devices[word] != nil else {
                    var message = "unknown device '\(word)'"
                    message += NameSuggestion.hint(for: word, in: all.map(\.id) + ["all", "phones", "pads"])
                    throw CommandError(message + " (:devices lists them)")
                }
                ids.append(word)
            }
        }
        var seen: Set<String> = []
        let unique = ids.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { throw CommandError("no device profiles match '\(words.joined(separator: " "))'") }
        return unique
    }
}

extension CommandInterpreter {
    /// Runs `entries[index]`, or the whole `:each-…` block starting there, and moves `index` past it.
    mutating func runEntryOrBlock(_ entries: [InputEntry], at index: inout Int) -> CommandOutput {
        if loadStack.isEmpty && variationLabel == nil {
            startTopLevelCommand()
        } else if loadStack.count > expansionBase || variationLabel != nil {
            nestedCommands += 1
        }
        if nestedCommands > Self.maximumNestedCommands {
            stoppedExpansion = true
            let location = entries[index].location
            index = entries.count
            var output = CommandOutput()
            output.fail("more than \(Self.maximumNestedCommands) commands run through nested :load and :each-… blocks (each repeats everything it holds); FrameLab stops here", at: location)
            return output
        }
        if RepeatBlock.command(of: entries[index]) != nil { return runRepeatBlock(entries, from: &index) }
        defer { index += 1 }
        return execute(entries[index])
    }

    /// Most commands one top-level command may run through nested `:load`s and `:each-…`
    /// blocks, which multiply (ten `:load`s of a file with ten `:load`s, five deep, run 100,000; a debug build runs about a thousand a second).
    static let maximumNestedCommands = 3_000

    /// Deepest nesting of `:each-…` blocks.
    static let maximumRepeatDepth = 4

    /// A command typed at the prompt, or a script `framelab run` starts, starts a new count.
    mutating func startTopLevelCommand() {
        nestedCommands = 0
        stoppedExpansion = false
    }

    /// Runs the block that starts at `entries[index]` (an `:each-…` line) once per variation, and
    /// moves `index` past its `:end`. Every check inside is labelled with the variation; the
    /// selection is put back afterwards.
    mutating func runRepeatBlock(_ entries: [InputEntry], from index: inout Int) -> CommandOutput {
        var output = CommandOutput()
        let start = entries[index]
        index += 1
        var body: [InputEntry] = []
        var depth = 0
        while index < entries.count {
            let entry = entries[index]
            index += 1
            if RepeatBlock.command(of: entry) != nil { depth += 1 }
            if RepeatBlock.isEnd(entry) {
                if depth == 0 {
                    return runVariations(start: start, body: body, output: output)
                }
                depth -= 1
            }
            body.append(entry)
        }
        output.fail("this :\(RepeatBlock.command(of: start)?.name ?? "each") block has no :end", at: start.location)
        return output
    }

    private mutating func runVariations(start: InputEntry, body: [InputEntry], output: CommandOutput) -> CommandOutput {
        var output = output
        guard let (name, arguments) = RepeatBlock.command(of: start) else { return output }
        guard repeatDepth < Self.maximumRepeatDepth else {
            output.fail(":each-… blocks nest at most \(Self.maximumRepeatDepth) deep (device × orientation × Dynamic Type × direction); each level repeats everything inside it", at: start.location)
            return output
        }
        repeatDepth += 1
        defer { repeatDepth -= 1 }
        let original = session.state
        let variations: [RepeatBlock.Variation]
        do {
            variations = try RepeatBlock.variations(
                command: name, arguments: arguments, current: original.selection,
                currentType: original.settings.dynamicTypeSize, registry: profiles.registry)
        } catch {
            output.fail(error.message, at: start.location)
            return output
        }
        let outerLabel = variationLabel
        defer { variationLabel = outerLabel }
        for variation in variations {
            var next = session.state
            next.selection = variation.selection
            if let size = variation.dynamicTypeSize { next.settings.dynamicTypeSize = size }
            var quiet = CommandOutput()
            do {
                try apply(next, &quiet, show: .nothing)
            } catch {
                output.fail("\(variation.label): \(error.message)", at: start.location)
                continue
            }
            variationLabel = variation.label
            var index = 0
            while index < body.count && !stoppedExpansion {
                let result = runEntryOrBlock(body, at: &index)
                output.append(result.labelled(variation.label))
                if result.quit { output.quit = true; return output }
            }
        }
        var restore = CommandOutput()
        try? apply(original, &restore, show: .nothing)
        return output
    }
}

extension CommandOutput {
    /// The output with each check and error naming the variation it ran in: `[iphone-se portrait] …`.
    func labelled(_ label: String) -> CommandOutput {
        var copy = self
        copy.messages = messages.map { message in
            guard message.kind == .passed || message.kind == .error, !message.text.hasPrefix("[") else { return message }
            var labelled = message
            labelled.text = "[\(label)] " + message.text
            return labelled
        }
        return copy
    }
}
