import Foundation

/// The tour (`Tour/tour.fl` in the package): a preamble, then steps that each start with
/// `## title`. In a step, `> ` lines are what the tour says; every other line is REPL input.
struct TourScript: Sendable {
    enum Item: Sendable {
        case say(String)
        case input(InputEntry)
    }

    struct Step: Sendable {
        var title: String
        var items: [Item]
    }

    var file: String
    var preamble: [InputEntry]
    var steps: [Step]

    /// The script shipped with the package (beside `Containers/` and `Devices/`).
    static let shippedPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tour/tour.fl").path

    static func load(path: String = shippedPath) throws(CommandError) -> TourScript {
        do {
            return TourScript(text: try String(contentsOfFile: path, encoding: .utf8), file: path)
        } catch {
            throw CommandError("cannot read the tour script \(path): \(CommandInterpreter.reason(error))")
        }
    }

    init(text: String, file: String) {
        self.file = file
        var preamble: [InputEntry] = []
        var steps: [Step] = []
        var pendingInput: [(line: Int, text: String)] = []
        var pendingSay: [String] = []

        func flushInput() {
            guard let first = pendingInput.first else { return }
            // Blank lines in front keep the script's line numbers in locations.
            let chunk = String(repeating: "\n", count: first.line - 1) + pendingInput.map(\.text).joined(separator: "\n")
            let entries = InputEntry.split(script: chunk, file: file)
            if steps.isEmpty { preamble += entries } else { steps[steps.count - 1].items += entries.map(Item.input) }
            pendingInput = []
        }
        func flushSay() {
            guard !pendingSay.isEmpty, !steps.isEmpty else { return }
            steps[steps.count - 1].items.append(.say(pendingSay.joined(separator: "\n")))
            pendingSay = []
        }

        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("## ") {
                flushInput(); flushSay()
                steps.append(Step(title: String(line.dropFirst(3)), items: []))
            } else if line.hasPrefix(">") {
                flushInput()
                pendingSay.append(String(line.dropFirst(line.hasPrefix("> ") ? 2 : 1)))
            } else {
                flushSay()
                pendingInput.append((index + 1, String(line)))
            }
        }
        flushInput(); flushSay()
        self.preamble = preamble
        self.steps = steps
    }
}

extension CommandInterpreter {
    /// Runs step `index` of the tour (and the preamble first, for step 0): its title, what it
    /// says and the output of its input, in order.
    mutating func runTourStep(_ tour: TourScript, _ index: Int) -> CommandOutput {
        var output = CommandOutput()
        if index == 0 {
            for entry in tour.preamble { output.append(execute(entry)) }
        }
        let step = tour.steps[index]
        output.print(style.bold("── Step \(index + 1) of \(tour.steps.count): \(step.title.drop { $0.isNumber || $0 == "." || $0 == " " })"))
        for item in step.items {
            switch item {
            case .say(let text): output.print(style.cyan(text))
            case .input(let entry):
                output.print(style.dim("framelab> ") + entry.text)
                output.append(execute(entry))
            }
        }
        return output
    }

    /// `:tour [N|restart]`: the next step of the tour (or step N), leaving its layout in the
    /// session to play with.
    mutating func tour(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let tour = try TourScript.load()
        guard !tour.steps.isEmpty else { throw CommandError("the tour script \(tour.file) has no steps") }
        var index = tourStep
        switch call.arguments {
        case "": break
        case "restart": index = 0
        default:
            guard let number = Int(call.arguments), (1...tour.steps.count).contains(number) else {
                throw CommandError("the tour has steps 1 to \(tour.steps.count), not '\(call.arguments)'")
            }
            index = number - 1
        }
        guard index < tour.steps.count else {
            output.print("That was the last step. :tour restart starts again; :tour N shows step N.")
            return
        }
        output.append(runTourStep(tour, index))
        tourStep = index + 1
        if tourStep < tour.steps.count { output.print(style.dim(":tour for the next step (\(tourStep + 1) of \(tour.steps.count))")) }
    }
}
