import ArgumentParser
import FrameLabApplication

/// How source is translated and how much of its diagnostics is printed.
struct SourceOptions: ParsableArguments {
    @Option(name: .customLong("arg"), help: ArgumentHelp("A value for a property of the laid-out view, as Swift source (repeatable): --arg title='\"Inbox\"' --arg count=12.", valueName: "NAME=VALUE"))
    var arguments: [ArgumentValue] = []

    @Option(help: "Whether optional properties with no value are nil or present.")
    var optionals: OptionalsArgument = .nil

    @Flag(help: "Unknown views and modifiers are errors instead of warnings (for CI).")
    var strict = false

    @Option(help: ArgumentHelp("The word String properties with no value get.", valueName: "WORD"))
    var placeholder = "Sample"

    @Flag(help: "Print only errors.")
    var quiet = false

    @Flag(help: "Print every diagnostic one by one, notes included (by default repeats are grouped and notes are left out).")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be combined") }
    }

    /// `base` (the common options' settings) with these options applied.
    func settings(over base: SessionSettings) -> SessionSettings {
        var settings = base
        for argument in arguments { settings.arguments[argument.name] = argument.value }
        settings.optionalsPresent = optionals == .some
        settings.strict = strict
        settings.placeholderWord = placeholder
        settings.diagnosticDetail = quiet ? .quiet : verbose ? .verbose : .grouped
        return settings
    }
}

struct ArgumentValue: ExpressibleByArgument {
    var name: String
    var value: String
    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        name = String(argument[..<equals]).trimmingCharacters(in: .whitespaces)
        value = String(argument[argument.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        if name.isEmpty || value.isEmpty { return nil }
    }
}

enum OptionalsArgument: String, ArgumentChoice {
    case `nil`, some
}
