import Dispatch
import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// `--sweep` / `:sweep`: the tree laid out at every point of a range (window widths or heights,
/// Dynamic Type sizes, postures), reporting each point where the layout changes in kind, not only
/// in size (`LayoutFact`), with the points between which each state holds.
struct LayoutSweep: Sendable {
    /// One point of the range and what the layout is there.
    struct Point: Sendable {
        /// `512`, `AX2`, `open`.
        var label: String
        var facts: [LayoutFact]
        /// Why the point could not be laid out, if it could not.
        var error: String?
    }

    /// Consecutive points where the facts are the same.
    struct Segment: Sendable, Codable {
        var from: String
        var to: String
        var points: Int
        /// What changed on entering this segment from the one before (all facts for the first).
        var changes: [Change]
        var facts: [LayoutFact]
    }

    struct Change: Sendable, Codable {
        var subject: String
        var aspect: String
        /// nil: the fact did not hold before (a view appeared, a finding started).
        var before: String?
        var after: String?
    }

    var range: SweepRange
    /// `iPhone 17 Pro, portrait, iOS 27` and the fixed side of the window.
    var title: String
    var points: [Point]

    var segments: [Segment] {
        var segments: [Segment] = []
        for point in points {
            let facts = point.error.map { [LayoutFact(subject: "layout", aspect: "error", value: $0)] } ?? point.facts
            if var last = segments.last, last.facts == facts {
                last.to = point.label
                last.points += 1
                segments[segments.count - 1] = last
                continue
            }
            let before = Dictionary(segments.last?.facts.map { ($0.key, $0) } ?? [], uniquingKeysWith: { first, _ in first })
            let after = Dictionary(facts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            var changes: [Change] = []
            if !segments.isEmpty {
                for key in Set(before.keys).union(after.keys).sorted() where before[key]?.value != after[key]?.value {
                    let fact = after[key] ?? before[key]!
                    changes.append(Change(subject: fact.subject, aspect: fact.aspect, before: before[key]?.value, after: after[key]?.value))
                }
            }
            segments.append(Segment(from: point.label, to: point.label, points: 1, changes: changes, facts: facts))
        }
        return segments
    }

    /// Lays the tree out at every point of `range` around the `base` selection. With `source`, each
    /// point lays out the source translated for its own environment (size-class branches follow).
    init(root: ViewNode, range: SweepRange, base: DeviceSelection, settings: SessionSettings, registry: ProfileRegistry,
         source: SourceTrees?, environment: (DeviceSelection) throws(CommandError) -> LayoutEnvironment) throws(CommandError) {
        self.range = range
        let start = try environment(base)
        let device = registry.devices[base.deviceID]
        var selections: [(label: String, selection: DeviceSelection, type: DynamicTypeSize?)] = []
        let fixedHeight: Double
        let fixedWidth: Double
        if case .size(let width, let height)? = base.window { (fixedWidth, fixedHeight) = (width, height) } else { (fixedWidth, fixedHeight) = (start.windowSize.width, start.windowSize.height) }
        var fixed = ""
        switch range.axis {
        case .width, .height:
            let alongWidth = range.axis == .width
            fixed = alongWidth ? ", window height \(formatLength(fixedHeight))" : ", window width \(formatLength(fixedWidth))"
            for length in range.lengths {
                var selection = base
                selection.window = .size(width: alongWidth ? length : fixedWidth, height: alongWidth ? fixedHeight : length)
                selections.append((formatLength(length), selection, nil))
            }
        case .dynamicType:
            for size in range.sizes { selections.append((size.shortName, base, size)) }
        case .posture:
            guard let device, !device.postureNames.isEmpty else {
                let foldables = registry.devices.values.filter { !$0.postureNames.isEmpty }.map { "\($0.id): \($0.postureNames.joined(separator: ", "))" }
                throw CommandError("\(base.deviceID) has no postures (it does not fold), so there is nothing to sweep; postures belong to foldable devices (\(foldables.joined(separator: "; ")))")
            }
            for posture in range.postures ?? device.postureNames {
                do { _ = try device.inPosture(posture) } catch { throw CommandError(error.message) }
                var selection = base
                selection.posture = posture
                selections.append((posture, selection, nil))
            }
        }
        title = "sweep \(range.text) (\(selections.count) layout\(selections.count == 1 ? "" : "s")) on \(start.description.title)\(range.axis == .width || range.axis == .height ? fixed : "")"
        var environments: [Result<LayoutEnvironment, CommandError>] = []
        for item in selections {
            do {
                var built = try environment(item.selection)
                if let type = item.type { built.dynamicTypeSize = type }
                environments.append(.success(built))
            } catch {
                environments.append(.failure(error))
            }
        }
        var trees = Array(repeating: Optional(root), count: selections.count)
        var treeErrors = Array(repeating: String?.none, count: selections.count)
        if let source {
            let built = environments.indices.compactMap { index -> (Int, LayoutEnvironment)? in
                if case .success(let environment) = environments[index] { return (index, environment) }
                return nil
            }
            let translations = source.translations(for: built.map(\.1)).translations
            for ((index, _), translation) in zip(built, translations) {
                if let tree = translation.root, !translation.hasErrors {
                    trees[index] = tree
                } else {
                    trees[index] = nil
                    treeErrors[index] = translation.diagnostics.first { $0.severity == .error }?.message ?? "the source has no view in this environment"
                }
            }
        }
        let store = ConcurrentSlots<Point>(count: selections.count)
        let work = environments
        let cellTrees = trees
        let labels = selections.map(\.label)
        let errors = treeErrors
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            switch work[index] {
            case .failure(let error):
                store.set(index, Point(label: labels[index], facts: [], error: error.message))
            case .success(let environment):
                guard let tree = cellTrees[index] else {
                    store.set(index, Point(label: labels[index], facts: [], error: errors[index] ?? "no tree"))
                    return
                }
                let result = LayoutPipeline.layout(tree, in: environment)
                store.set(index, Point(label: labels[index], facts: LayoutFact.facts(of: result, choices: BranchChoices.byNodeID(in: tree))))
            }
        }
        points = store.elements
    }

    /// The terminal table: one row per stretch of the range where the layout is the same in kind,
    /// with what changed on entering it.
    func render(style: OutputStyle) -> String {
        let segments = self.segments
        var table = TextTable(columns: [(range.axis.rawValue, .right), ("layouts", .right), ("what changes here (first row: what holds)", .left)])
        for (index, segment) in segments.enumerated() {
            let span = segment.from == segment.to ? segment.from : "\(segment.from)…\(segment.to)"
            let what = index == 0
                ? segment.facts.filter { $0.subject != "window" || $0.aspect == "horizontalSizeClass" }.map { "\($0.subject) \($0.aspect) \($0.value)" }
                : segment.changes.map(Self.describe)
            table.append([span, "\(segment.points)", what.joined(separator: "; ")])
        }
        let changes = max(0, segments.count - 1)
        let summary = changes == 0
            ? "the layout is the same in kind at every point (sizes may still change)"
            : "\(changes) change\(changes == 1 ? "" : "s") in kind across the range; each row holds from its first to its last point"
        return style.dim(title) + "\n" + table.render(header: style.bold) + "\n" + style.dim(summary)
    }

    static func describe(_ change: Change) -> String {
        "\(change.subject) \(change.aspect) \(change.before ?? "–") → \(change.after ?? "–")"
    }

    /// `--json`: the segments with their facts and changes, and the table as text.
    func json() -> String {
        struct Document: Encodable {
            var axis: String
            var range: String
            var title: String
            var layouts: Int
            var segments: [Segment]
            var text: String
        }
        let document = Document(axis: range.axis.rawValue, range: range.text, title: title, layouts: points.count, segments: segments, text: render(style: OutputStyle(colored: false)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)
    }
}
