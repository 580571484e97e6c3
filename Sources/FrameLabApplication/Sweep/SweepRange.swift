import LayoutCore
import Profiles

/// What `--sweep` and `:sweep` vary and the points they lay out at: `width=320...1400` (every
/// point, or `/STEP`), `height=600...1000/10`, `dynamic-type=xSmall...AX5`, `posture=folded,open`
/// (or `all`). A range is lower bound first, `...` includes the upper bound and `..<` leaves it out.
public struct SweepRange: Sendable, Hashable {
    public enum Axis: String, Sendable, CaseIterable {
        case width, height
        case dynamicType = "dynamic-type"
        case posture
    }

    public var axis: Axis
    /// Widths or heights (points), for `width` and `height`.
    public var lengths: [Double] = []
    /// The step between lengths (1 unless `/STEP` is given).
    public var step: Double = 1
    public var sizes: [DynamicTypeSize] = []
    /// Postures named; nil: every posture of the device (`posture=all`).
    public var postures: [String]?
    /// As written (`width=320...1400`).
    public var text: String

    /// At most this many layouts in one sweep.
    public static let maximumSteps = 10_000

    public static let usage = "width=FROM...TO[/STEP], height=FROM...TO[/STEP], dynamic-type=xSmall...AX5 or posture=folded,open|all (FROM ≤ TO; ..< leaves TO out; at most \(maximumSteps) steps)"

    /// The number of layouts the sweep runs (postures: as named; `all`: counted when run).
    public var count: Int {
        switch axis {
        case .width, .height: lengths.count
        case .dynamicType: sizes.count
        case .posture: postures?.count ?? 0
        }
    }

    public static func parse(_ text: String) throws(CommandError) -> SweepRange {
        guard let equals = text.firstIndex(of: "=") else {
            throw CommandError("--sweep takes AXIS=RANGE, not '\(text)': \(usage)")
        }
        let name = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
        let value = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        let aliases: [String: Axis] = ["width": .width, "height": .height, "dynamic-type": .dynamicType, "dynamictype": .dynamicType, "type": .dynamicType, "posture": .posture]
        guard let axis = aliases[name.lowercased()] else {
            let hint = NameSuggestion.hint(for: name, in: Axis.allCases.map(\.rawValue))
            throw CommandError("unknown sweep axis '\(name)'\(hint) (axes: \(Axis.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard !value.isEmpty else { throw CommandError("--sweep \(name)= is empty: \(usage)") }
        var range = SweepRange(axis: axis, text: text)
        switch axis {
        case .width, .height:
            try range.parseLengths(value)
        case .dynamicType:
            range.sizes = try parseSizes(value, name: name)
        case .posture:
            if value != "all" {
                range.postures = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if range.postures?.isEmpty != false { throw CommandError("--sweep posture= names no posture: \(usage)") }
            }
        }
        return range
    }

    /// `FROM...TO`, `FROM..<TO`, optionally `/STEP`.
    private mutating func parseLengths(_ value: String) throws(CommandError) {
        let axisName = axis.rawValue
        var body = Substring(value)
        if let slash = body.lastIndex(of: "/") {
            let stepText = body[body.index(after: slash)...]
            guard let parsed = Double(stepText), parsed.isFinite, parsed > 0 else {
                throw CommandError("--sweep \(axisName): the step '\(stepText)' is not a positive number (\(axisName)=320...1400/10)")
            }
            step = parsed
            body = body[..<slash]
        }
        let halfOpen = body.contains("..<")
        let separator = halfOpen ? "..<" : "..."
        let parts = body.components(separatedBy: separator)
        guard parts.count == 2 else {
            throw CommandError("--sweep \(axisName)=\(value) is not a range: write FROM...TO, such as \(axisName)=320...1400")
        }
        guard let low = Double(parts[0].trimmingCharacters(in: .whitespaces)), let high = Double(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw CommandError("--sweep \(axisName)=\(value): the bounds must be numbers (points), such as \(axisName)=320...1400")
        }
        guard low.isFinite, high.isFinite, low >= 0 else {
            throw CommandError("--sweep \(axisName)=\(value): the bounds must be finite and not negative")
        }
        guard low <= high else {
            throw CommandError("--sweep \(axisName)=\(value) is reversed: write the lower bound first, \(axisName)=\(formatLength(high))...\(formatLength(low))")
        }
        if halfOpen && low == high {
            throw CommandError("--sweep \(axisName)=\(value) is empty: \(formatLength(low))..<\(formatLength(high)) holds no point (use ... to include the upper bound)")
        }
        let span = (high - low) / step
        let count = Int((span + 1e-9).rounded(.down)) + 1 - (halfOpen && abs(span - span.rounded()) < 1e-9 ? 1 : 0)
        guard span < Double(Self.maximumSteps), count <= Self.maximumSteps else {
            let steps = span >= Double(Int.max / 2) ? "more than \(Self.maximumSteps)" : "\(count)"
            let suggested = ((high - low) / Double(Self.maximumSteps - 1)).rounded(.up)
            throw CommandError("--sweep \(axisName)=\(value) has \(steps) steps; at most \(Self.maximumSteps) are allowed (a larger step: \(axisName)=\(formatLength(low))...\(formatLength(high))/\(formatLength(max(suggested, 1))))")
        }
        lengths = (0..<count).map { low + Double($0) * step }
    }

    private static func parseSizes(_ value: String, name: String) throws(CommandError) -> [DynamicTypeSize] {
        let all = DynamicTypeSize.allCases
        if value == "all" { return all }
        func size(_ word: String) throws(CommandError) -> DynamicTypeSize {
            let trimmed = word.trimmingCharacters(in: .whitespaces)
            if let size = DynamicTypeSize(name: trimmed) ?? all.first(where: { $0.shortName.lowercased() == trimmed.lowercased() }) { return size }
            throw CommandError("--sweep \(name): unknown Dynamic Type size '\(trimmed)' (sizes: \(all.map(\.shortName).joined(separator: ", ")))")
        }
        for separator in ["...", "..<"] where value.contains(separator) {
            let parts = value.components(separatedBy: separator)
            guard parts.count == 2 else { break }
            let low = try size(parts[0]), high = try size(parts[1])
            guard let from = all.firstIndex(of: low), let to = all.firstIndex(of: high) else { break }
            guard from <= to else {
                throw CommandError("--sweep \(name)=\(value) is reversed: write the smaller size first, \(name)=\(high.shortName)...\(low.shortName)")
            }
            let end = separator == "..<" ? to - 1 : to
            guard from <= end else { throw CommandError("--sweep \(name)=\(value) is empty") }
            return Array(all[from...end])
        }
        var sizes: [DynamicTypeSize] = []
        for word in value.split(separator: ",") { sizes.append(try size(String(word))) }
        return sizes
    }
}
