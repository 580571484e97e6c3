import Foundation
import LayoutCore
import Profiles
import PropertyBased
import ViewSyntax

// Random view trees for the layout invariants. A `Tree` is a small description that builds a
// `ViewNode`; it prints as SwiftUI source (through `SourcePrinter`), so a failing case shrinks to
// a snippet that can be pasted into `framelab`.

/// The repository root (this file is Tests/PropertyTests/TreeGenerator.swift).
let repoRoot: String = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The shipped profiles, loaded once.
let shippedRegistry: ProfileRegistry = {
    let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repoRoot]))
    precondition(!result.hasErrors, "shipped profiles have errors: \(result.diagnostics)")
    return result.registry
}()

/// Shipped container kinds, sorted by id so that a seed always picks the same kind.
let shippedKinds: [ContainerKind] = shippedRegistry.containerKinds.values
    .filter { $0.id != "window" }
    .sorted { $0.id < $1.id }

/// Children a container kind needs in source: a NavigationSplitView has a sidebar and a detail
/// column (and optionally a content column between them).
func childCountRange(kindIndex: Int) -> ClosedRange<Int> {
    if case .splitColumns = shippedKinds[kindIndex % shippedKinds.count].strategy { return 2...3 }
    return 1...2
}

/// A view modifier that changes layout.
enum Modifier: Sendable, Hashable {
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?, alignment: Alignment)
    case padding(edges: EdgeSet, length: Double?)
    case aspectRatio(ratio: Double?, mode: ContentMode)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case offset(x: Double, y: Double)
    case containerRelativeFrame(axes: AxisSet, rule: CRFRule, alignment: Alignment)
    case ignoresSafeArea(EdgeSet)
    case safeAreaPadding(edges: EdgeSet, length: Double)
}

/// The three forms of `containerRelativeFrame`; the closure form uses a fraction of the length.
enum CRFRule: Sendable, Hashable {
    case full
    case grid(count: Int, span: Int, spacing: Double)
    case fraction(Double)

    var layoutRule: ContainerLengthRule {
        switch self {
        case .full: .fullLength
        case .grid(let count, let span, let spacing): .grid(count: count, span: span, spacing: spacing)
        case .fraction(let f):
            .closure(LengthClosure(source: "{ length, _ in length * \(formatLength(f)) }") { length, _ in length * f })
        }
    }

    /// The length Apple's formula gives for a container length `L`, clamped at 0 as FrameLab does.
    func expected(_ L: Double) -> Double {
        let value: Double
        switch self {
        case .full: value = L
        case .grid(let c, let span, let s):
            // ((L − s(c−1)) / c) · span + s(span − 1)
            value = ((L - s * Double(c - 1)) / Double(c)) * Double(span) + s * Double(span - 1)
        case .fraction(let f): value = L * f
        }
        return max(0, value)
    }
}

enum Leaf: Sendable, Hashable {
    case shape(ShapeKind)
    case color
    case text(String)
    case image(width: Double, height: Double)
    case spacer(minLength: Double?)
    case divider
    case emptyView
}

enum StackKind: String, Sendable, Hashable, CaseIterable {
    case h, v, z, lazyH, lazyV, group
}

/// A random tree, built into a `ViewNode` on demand.
indirect enum Tree: Sendable, Hashable {
    case leaf(Leaf)
    case stack(StackKind, spacing: Double?, alignment: Alignment, [Tree])
    case modified(Modifier, Tree)
    case layered(Tree, Tree, background: Bool, alignment: Alignment)
    case container(kindIndex: Int, scrollAxes: AxisSet?, [Tree])

    var node: ViewNode {
        switch self {
        case .leaf(let leaf):
            switch leaf {
            case .shape(let shape): return ViewNode(.shape(shape))
            case .color: return ViewNode(.color("blue"))
            case .text(let string): return ViewNode(.text(string))
            case .image(let w, let h): return ViewNode(.image(name: "photo", size: Size(width: w, height: h)))
            case .spacer(let min): return ViewNode(.spacer(minLength: min))
            case .divider: return ViewNode(.control(ControlNode(kind: ControlKind(id: "Divider", sizing: ControlSizing(rule: .line, thickness: .pixels(1))))))
            case .emptyView: return ViewNode(.emptyView)
            }
        case .stack(let kind, let spacing, let alignment, let children):
            let nodes = children.map(\.node)
            switch kind {
            case .h: return ViewNode(.hStack(alignment: alignment.vertical, spacing: spacing), children: nodes)
            case .v: return ViewNode(.vStack(alignment: alignment.horizontal, spacing: spacing), children: nodes)
            case .z: return ViewNode(.zStack(alignment: alignment), children: nodes)
            case .lazyH: return ViewNode(.lazyHStack(alignment: alignment.vertical, spacing: spacing), children: nodes)
            case .lazyV: return ViewNode(.lazyVStack(alignment: alignment.horizontal, spacing: spacing), children: nodes)
            case .group: return ViewNode(.group, children: nodes)
            }
        case .modified(let modifier, let child):
            return ViewNode(modifier.kind, children: [child.node])
        case .layered(let primary, let secondary, let background, let alignment):
            return ViewNode(background ? .background(alignment: alignment) : .overlay(alignment: alignment), children: [primary.node, secondary.node])
        case .container(let index, let axes, let children):
            let kind = shippedKinds[index % shippedKinds.count]
            let scroll: AxisSet? = if case .scroll = kind.strategy { axes } else { nil }
            return ViewNode(.container(ContainerNode(kind: kind, viewName: kind.viewNames.first, scrollAxes: scroll)), children: children.map(\.node))
        }
    }

    var containsImage: Bool {
        switch self {
        case .leaf(.image): true
        case .leaf: false
        case .stack(_, _, _, let children), .container(_, _, let children): children.contains { $0.containsImage }
        case .modified(_, let child): child.containsImage
        case .layered(let a, let b, _, _): a.containsImage || b.containsImage
        }
    }

    /// True when a modifier, background or overlay wraps a `Group` of two or more views. SwiftUI
    /// applies such a modifier to each member of the group, and so does the translator
    /// (`ViewTranslator+ViewListModifiers`); a tree built directly keeps it on the group, so the
    /// two are different views and the print round trip does not compare them.
    var modifiesAViewList: Bool {
        func isViewList(_ tree: Tree) -> Bool {
            if case .stack(.group, _, _, let children) = tree { return children.count > 1 }
            return false
        }
        switch self {
        case .leaf: return false
        case .stack(_, _, _, let children), .container(_, _, let children): return children.contains { $0.modifiesAViewList }
        case .modified(_, let child): return isViewList(child) || child.modifiesAViewList
        case .layered(let a, let b, _, _): return isViewList(a) || a.modifiesAViewList || b.modifiesAViewList
        }
    }

    /// True when a lazy stack sits below the root (see `stackChildrenInOrder` for why it matters).
    var hasNestedLazyStack: Bool {
        func lazyBelow(_ tree: Tree) -> Bool {
            switch tree {
            case .leaf: return false
            case .stack(let kind, _, _, let children):
                return kind == .lazyH || kind == .lazyV || children.contains(where: lazyBelow)
            case .container(_, _, let children): return children.contains(where: lazyBelow)
            case .modified(_, let child): return lazyBelow(child)
            case .layered(let a, let b, _, _): return lazyBelow(a) || lazyBelow(b)
            }
        }
        return Shrinker.subtrees(of: self).contains(where: lazyBelow)
    }

    var nodeCount: Int {
        switch self {
        case .leaf: 1
        case .stack(_, _, _, let children), .container(_, _, let children): 1 + children.reduce(0) { $0 + $1.nodeCount }
        case .modified(_, let child): 1 + child.nodeCount
        case .layered(let a, let b, _, _): 1 + a.nodeCount + b.nodeCount
        }
    }
}

extension Modifier {
    var kind: ViewKind {
        switch self {
        case .frame(let w, let h, let a): .frame(FixedFrame(width: w, height: h, alignment: a))
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, let a):
            .flexibleFrame(FlexibleFrame(minWidth: minW, maxWidth: maxW, minHeight: minH, maxHeight: maxH, alignment: a))
        case .padding(let edges, let length): .padding(edges: edges, length: length)
        case .aspectRatio(let ratio, let mode): .aspectRatio(ratio: ratio, contentMode: mode)
        case .fixedSize(let h, let v): .fixedSize(horizontal: h, vertical: v)
        case .layoutPriority(let p): .layoutPriority(p)
        case .offset(let x, let y): .offset(x: x, y: y)
        case .containerRelativeFrame(let axes, let rule, let alignment):
            .containerRelativeFrame(ContainerRelativeFrame(axes: axes, alignment: alignment, rule: rule.layoutRule))
        case .ignoresSafeArea(let edges): .ignoresSafeArea(edges: edges)
        case .safeAreaPadding(let edges, let length): .safeAreaPadding(edges: edges, length: length)
        }
    }
}

/// Where a tree is laid out: a shipped device (orientation, optional named window or split
/// column) or a plain window.
enum Place: Sendable, Hashable, CustomStringConvertible {
    case device(id: String, orientation: Orientation, window: String?, column: SplitColumn?)
    case window(width: Double, height: Double)

    var environment: LayoutEnvironment {
        switch self {
        case .window(let w, let h):
            return .window(width: w, height: h)
        case .device(let id, let orientation, let window, let column):
            let selection = DeviceSelection(deviceID: id, orientation: orientation, window: window.map { .named($0) }, column: column)
            do {
                return try shippedRegistry.environment(for: selection)
            } catch {
                preconditionFailure("shipped device selection \(self) failed: \(error)")
            }
        }
    }

    var description: String {
        switch self {
        case .window(let w, let h): "--window \(formatLength(w))x\(formatLength(h))"
        case .device(let id, let orientation, let window, let column):
            "--device \(id) --orientation \(orientation.rawValue)"
                + (window.map { " (window \($0))" } ?? "") + (column.map { " --column \($0.rawValue)" } ?? "")
        }
    }
}

/// One property case: a tree and where it is laid out.
struct LayoutCase: Sendable, Hashable, CustomStringConvertible {
    var tree: Tree
    var place: Place

    var description: String {
        "\(place)\n" + SourcePrinter.print(tree.node)
    }
}

// MARK: - Generation

/// Draws from the property checker's seeded generator.
struct Draw {
    var rng: any SeededRandomNumberGenerator

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func bool(_ p: Double = 0.5) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
    /// Lengths a person would write: small integers, some halves, some zero.
    mutating func length(_ upTo: Int = 400) -> Double {
        switch int(0...9) {
        case 0: 0
        case 1: Double(int(0...upTo * 2)) / 2
        default: Double(int(1...upTo))
        }
    }
    mutating func alignment() -> Alignment { pick(Alignment.named.map(\.alignment)) }
    mutating func edges() -> EdgeSet { pick([.all, .horizontal, .vertical, .top, .leading, .bottom, .trailing]) }
    mutating func axes() -> AxisSet { pick([.horizontal, .vertical, .both]) }
}

extension Draw {
    mutating func tree(depth: Int) -> Tree {
        if depth <= 0 || int(0...9) < 2 { return .leaf(leaf()) }
        switch int(0...9) {
        case 0...3:
            let kind = pick(StackKind.allCases)
            let count = bool(0.1) ? 0 : int(1...4)
            return .stack(kind, spacing: bool(0.5) ? nil : length(30), alignment: alignment(), (0..<count).map { _ in tree(depth: depth - 1) })
        case 4...7:
            return .modified(modifier(), tree(depth: depth - 1))
        case 8:
            return .layered(tree(depth: depth - 1), tree(depth: depth - 2), background: bool(), alignment: alignment())
        default:
            let index = int(0...shippedKinds.count - 1)
            let count = int(childCountRange(kindIndex: index))
            return .container(kindIndex: index, scrollAxes: bool(0.3) ? axes() : nil,
                              (0..<count).map { _ in tree(depth: depth - 1) })
        }
    }

    mutating func leaf() -> Leaf {
        switch int(0...9) {
        case 0, 1: .shape(pick(ShapeKind.allCases))
        case 2: .color
        case 3: .text(pick(["Hello", "A longer line of text that wraps", "", "W"]))
        case 4: .image(width: length(200), height: length(200))
        case 5, 6: .spacer(minLength: bool(0.7) ? nil : length(40))
        case 7: .divider
        case 8: .emptyView
        default: .shape(.rectangle)
        }
    }

    mutating func optionalLength(_ upTo: Int = 400) -> Double? { bool(0.35) ? nil : length(upTo) }

    mutating func modifier() -> Modifier {
        switch int(0...10) {
        case 0, 1:
            return .frame(width: optionalLength(), height: optionalLength(), alignment: alignment())
        case 2:
            let minW = optionalLength(200), minH = optionalLength(200)
            func maxOver(_ min: Double?, _ draw: inout Draw) -> Double? {
                switch draw.int(0...3) {
                case 0: return nil
                case 1: return .infinity
                default: return (min ?? 0) + draw.length(200)
                }
            }
            return .flexibleFrame(minWidth: minW, maxWidth: maxOver(minW, &self), minHeight: minH, maxHeight: maxOver(minH, &self), alignment: alignment())
        case 3:
            return .padding(edges: edges(), length: bool(0.4) ? nil : length(40))
        case 4:
            return .aspectRatio(ratio: bool(0.2) ? nil : pick([0.5, 1, 1.5, 16.0 / 9, 3]), mode: bool() ? .fit : .fill)
        case 5:
            return .fixedSize(horizontal: bool(), vertical: bool())
        case 6:
            return .layoutPriority(Double(int(-1...2)))
        case 7:
            return .offset(x: Double(int(-50...50)), y: Double(int(-50...50)))
        case 8, 9:
            let rule: CRFRule = switch int(0...2) {
            case 0: .full
            case 1: .grid(count: int(1...6), span: int(1...4), spacing: length(30))
            default: .fraction(pick([0.25, 0.5, 0.75, 1, 1.5]))
            }
            return .containerRelativeFrame(axes: axes(), rule: rule, alignment: alignment())
        default:
            return bool() ? .ignoresSafeArea(edges()) : .safeAreaPadding(edges: edges(), length: length(40))
        }
    }

    mutating func place() -> Place {
        if bool(0.3) {
            return .window(width: length(1400), height: length(1200))
        }
        let id = pick(shippedRegistry.deviceIDs)
        let device = shippedRegistry.devices[id]!
        let orientation = pick(device.orientations)
        let windows = device.windowNames(for: orientation)
        let window: String? = !windows.isEmpty && bool(0.3) ? pick(windows) : nil
        let column: SplitColumn? = bool(0.2) ? pick(SplitColumn.allCases) : nil
        return .device(id: id, orientation: orientation, window: window, column: column)
    }
}

/// Random layout cases, with a shrinker that makes trees smaller and numbers rounder.
let layoutCases: Generator<LayoutCase, [LayoutCase]> = Generator(
    run: { rng in
        var draw = Draw(rng: rng)
        let place = draw.place()
        let tree = draw.tree(depth: draw.int(2...6))
        rng = draw.rng
        return LayoutCase(tree: tree, place: place)
    },
    shrink: { c in
        var candidates = Shrinker.shrink(c.tree).map { LayoutCase(tree: $0, place: c.place) }
        if c.place != .window(width: 400, height: 400) {
            candidates.append(LayoutCase(tree: c.tree, place: .window(width: 400, height: 400)))
        }
        return candidates
    }
)

// MARK: - Shrinking

/// Smaller versions of a tree, most shrunk first. Every candidate is strictly smaller by
/// (node count, then the number of non-round parameters), so shrinking ends.
enum Shrinker {
    static func shrink(_ tree: Tree) -> [Tree] {
        var out: [Tree] = []
        // Replace the whole tree by one of its subtrees.
        out.append(contentsOf: subtrees(of: tree))
        switch tree {
        case .leaf(let leaf):
            if leaf != .shape(.rectangle) { out.append(.leaf(.shape(.rectangle))) }
        case .stack(let kind, let spacing, let alignment, let children):
            if children.isEmpty { out.append(.leaf(.shape(.rectangle))) }
            for i in children.indices {
                var fewer = children
                fewer.remove(at: i)
                out.append(.stack(kind, spacing: spacing, alignment: alignment, fewer))
            }
            if spacing != nil { out.append(.stack(kind, spacing: nil, alignment: alignment, children)) }
            if alignment != .center { out.append(.stack(kind, spacing: spacing, alignment: .center, children)) }
            for (i, child) in children.enumerated() {
                for smaller in shrink(child) {
                    var copy = children
                    copy[i] = smaller
                    out.append(.stack(kind, spacing: spacing, alignment: alignment, copy))
                }
            }
        case .modified(let modifier, let child):
            out.append(contentsOf: simpler(modifier).map { .modified($0, child) })
            out.append(contentsOf: shrink(child).map { .modified(modifier, $0) })
        case .layered(let a, let b, let background, let alignment):
            out.append(contentsOf: shrink(a).map { .layered($0, b, background: background, alignment: alignment) })
            out.append(contentsOf: shrink(b).map { .layered(a, $0, background: background, alignment: alignment) })
        case .container(let index, let axes, let children):
            if children.count > childCountRange(kindIndex: index).lowerBound {
                for i in children.indices {
                    var fewer = children
                    fewer.remove(at: i)
                    out.append(.container(kindIndex: index, scrollAxes: axes, fewer))
                }
            }
            if axes != nil { out.append(.container(kindIndex: index, scrollAxes: nil, children)) }
            for (i, child) in children.enumerated() {
                for smaller in shrink(child) {
                    var copy = children
                    copy[i] = smaller
                    out.append(.container(kindIndex: index, scrollAxes: axes, copy))
                }
            }
        }
        return out
    }

    static func subtrees(of tree: Tree) -> [Tree] {
        switch tree {
        case .leaf: []
        case .stack(_, _, _, let children), .container(_, _, let children): children
        case .modified(_, let child): [child]
        case .layered(let a, let b, _, _): [a, b]
        }
    }

    /// A number one step rounder: non-integers round, integers halve toward 0.
    static func rounder(_ x: Double) -> Double? {
        guard x.isFinite, x != 0 else { return nil }
        if x != x.rounded() { return x.rounded() }
        return (x / 2).rounded(.towardZero)
    }

    static func simpler(_ modifier: Modifier) -> [Modifier] {
        var out: [Modifier] = []
        switch modifier {
        case .frame(let w, let h, let a):
            if w != nil { out.append(.frame(width: nil, height: h, alignment: a)) }
            if h != nil { out.append(.frame(width: w, height: nil, alignment: a)) }
            if let r = w.flatMap(rounder) { out.append(.frame(width: r, height: h, alignment: a)) }
            if let r = h.flatMap(rounder) { out.append(.frame(width: w, height: r, alignment: a)) }
            if a != .center { out.append(.frame(width: w, height: h, alignment: .center)) }
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, let a):
            if minW != nil { out.append(.flexibleFrame(minWidth: nil, maxWidth: maxW, minHeight: minH, maxHeight: maxH, alignment: a)) }
            if maxW != nil { out.append(.flexibleFrame(minWidth: minW, maxWidth: nil, minHeight: minH, maxHeight: maxH, alignment: a)) }
            if minH != nil { out.append(.flexibleFrame(minWidth: minW, maxWidth: maxW, minHeight: nil, maxHeight: maxH, alignment: a)) }
            if maxH != nil { out.append(.flexibleFrame(minWidth: minW, maxWidth: maxW, minHeight: minH, maxHeight: nil, alignment: a)) }
            if a != .center { out.append(.flexibleFrame(minWidth: minW, maxWidth: maxW, minHeight: minH, maxHeight: maxH, alignment: .center)) }
        case .padding(let edges, let length):
            if length != nil { out.append(.padding(edges: edges, length: nil)) }
            if edges != .all { out.append(.padding(edges: .all, length: length)) }
        case .aspectRatio(let ratio, let mode):
            if mode != .fit { out.append(.aspectRatio(ratio: ratio, mode: .fit)) }
            if ratio != 1 && ratio != nil { out.append(.aspectRatio(ratio: 1, mode: mode)) }
        case .fixedSize(let h, let v):
            if h && v { out.append(.fixedSize(horizontal: true, vertical: false)) }
        case .layoutPriority(let p):
            if p != 0 { out.append(.layoutPriority(0)) }
        case .offset(let x, let y):
            if x != 0 { out.append(.offset(x: 0, y: y)) }
            if y != 0 { out.append(.offset(x: x, y: 0)) }
        case .containerRelativeFrame(let axes, let rule, let alignment):
            if rule != .full { out.append(.containerRelativeFrame(axes: axes, rule: .full, alignment: alignment)) }
            if alignment != .center { out.append(.containerRelativeFrame(axes: axes, rule: rule, alignment: .center)) }
            if axes == .both {
                out.append(.containerRelativeFrame(axes: .horizontal, rule: rule, alignment: alignment))
                out.append(.containerRelativeFrame(axes: .vertical, rule: rule, alignment: alignment))
            }
        case .ignoresSafeArea(let edges):
            if edges != .all { out.append(.ignoresSafeArea(.all)) }
        case .safeAreaPadding(let edges, let length):
            if let r = rounder(length) { out.append(.safeAreaPadding(edges: edges, length: r)) }
        }
        return out
    }
}
