/// How many words a command takes, read from its usage line so that every command in the
/// catalogue is checked the same way: `:undo` takes none, `:device ID [portrait|landscape]` at
/// most two; a usage naming source (`CODE`, `.modifier(…)`), a free `VALUE` or an ellipsis takes
/// the rest of the line.
extension CommandInfo {
    /// The most words the command accepts, or nil when it takes the rest of the line.
    var maximumWords: Int? {
        let words = usage.split(separator: " ").dropFirst()
        let takesRest = words.contains { word in
            word.contains("CODE") || word.contains("…") || word.contains("...") || word.hasPrefix(".")
        } || words.last == "VALUE"
        return takesRest ? nil : words.count
    }
}

extension CommandCall {
    /// Fails at the command's own line when it is given more words than its usage allows.
    func checkArgumentCount() throws(CommandError) {
        guard let info = CommandCatalog.info(name), let maximum = info.maximumWords else { return }
        let rest = words(maximum).rest
        guard !rest.isEmpty else { return }
        let extra = rest.count > 40 ? String(rest.prefix(40)) + "…" : rest
        let expected = maximum == 0 ? "takes no arguments" : "takes at most \(maximum) argument\(maximum == 1 ? "" : "s")"
        throw CommandError(":\(name) \(expected); '\(extra)' is extra. usage: \(info.usage)")
    }
}
