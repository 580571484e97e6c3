import LayoutCore

/// What a layout is in kind, not in size: the facts `--sweep` compares from one point to the
/// next. Each fact has a subject (a view, or `window`), what is said of it and its value:
/// `#1 ViewThatFits "layout"` · `shows` · `child 2 (VStack)`.
struct LayoutFact: Sendable, Hashable, Codable, Comparable {
    var subject: String
    var aspect: String
    var value: String

    /// `subject aspect`, the key a fact is compared under.
    var key: String { "\(subject) \(aspect)" }

    static func < (a: LayoutFact, b: LayoutFact) -> Bool { (a.subject, a.aspect, a.value) < (b.subject, b.aspect, b.value) }

    /// The facts of one laid-out tree: the size classes, each branch a condition chose, the child
    /// each ViewThatFits shows, the container each containerRelativeFrame measures, each Text's line
    /// count and truncation, each lazy grid's track count, and each `check` finding.
    static func facts(of result: LayoutResult, choices: [String?]) -> [LayoutFact] {
        var facts: [LayoutFact] = [
            LayoutFact(subject: "window", aspect: "horizontalSizeClass", value: result.environment.horizontalSizeClass.rawValue),
            LayoutFact(subject: "window", aspect: "verticalSizeClass", value: result.environment.verticalSizeClass.rawValue),
        ]
        // Branches: the condition as written and its truth, once per condition.
        var seenConditions = Set<String>()
        for choice in choices.compactMap({ $0 }) {
            for part in choice.components(separatedBy: "; then ") {
                let condition = Self.condition(part)
                if seenConditions.insert(condition.text).inserted {
                    facts.append(LayoutFact(subject: "if \(condition.text)", aspect: "is", value: condition.value))
                }
            }
        }
        for node in result.nodes {
            let subject = "#\(node.id) \(node.typeName)" + (name(of: node, in: result).map { " \"\($0)\"" } ?? "")
            if let fit = node.viewThatFitsChoice {
                let children = result.nodes.filter { $0.parent == node.id }
                let chosen = children.indices.contains(fit.chosen) ? " (\(children[fit.chosen].typeName))" : ""
                facts.append(LayoutFact(subject: subject, aspect: "shows", value: "child \(fit.chosen + 1)\(chosen)"))
            }
            if case .containerRelativeFrame = node.kind, let resolution = node.containerResolution {
                let container = resolution.container
                let name = container.nodeID.map { "#\($0) \(container.typeName)" } ?? container.typeName
                facts.append(LayoutFact(subject: subject, aspect: "measures", value: name + (container.part.map { " (\($0))" } ?? "")))
            }
            if case .text(let string, _) = node.kind, !string.isEmpty {
                let resolution = result.textResolution(for: node.id)
                let lines = resolution.lineCount(forHeight: node.frame.height)
                let measured = TextMeasurer.measure(string, style: resolution.metrics, proposal: node.proposal, lineLimit: resolution.lineLimit, lineSpacing: resolution.lineSpacing)
                facts.append(LayoutFact(subject: subject, aspect: "lines", value: "\(lines)" + (measured.isTruncated ? ", truncated" : "")))
            }
            if let tracks = result.gridTrackCount(for: node.id) {
                facts.append(LayoutFact(subject: subject, aspect: tracks.trackName + "s", value: "\(tracks.count)"))
            }
        }
        for finding in LayoutChecker(result: result, choices: choices).findings() {
            facts.append(LayoutFact(subject: finding.view, aspect: "check", value: finding.check.rawValue))
        }
        return facts.sorted()
    }

    /// The `.id` name of a node or of the modifiers wrapping it (`Text("…").frame(…).id("t")`
    /// names the Text), as `check` names views.
    static func name(of node: LaidOutNode, in result: LayoutResult) -> String? {
        var current: LaidOutNode? = node
        while let candidate = current {
            if let name = candidate.name { return name }
            guard let parent = candidate.parent, result.nodes[parent].kind.isModifier else { return nil }
            current = result.nodes[parent]
        }
        return nil
    }

    /// `horizontalSizeClass == .compact is true: …` → (`horizontalSizeClass == .compact`, `true`).
    static func condition(_ text: String) -> (text: String, value: String) {
        let head = text.components(separatedBy: ": ").first ?? text
        for value in ["true", "false"] where head.hasSuffix(" is \(value)") {
            return (String(head.dropLast(" is \(value)".count)), value)
        }
        return (head, "chosen")
    }
}
