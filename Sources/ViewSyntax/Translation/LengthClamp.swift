import LayoutCore

/// Checks every length the source gave a layout modifier or stack, so that no infinite, NaN or
/// absurdly large number reaches layout without a warning at its position. The clamps:
/// - NaN or ±∞ spacing (stacks, `safeAreaInset`) or `Spacer(minLength:)`: the default is used.
/// - NaN or ±∞ padding (`padding`, `safeAreaPadding`): 0.
/// - NaN or ±∞ fixed `frame` width or height: ignored, as SwiftUI ignores an invalid dimension.
/// - Flexible frames: NaN anywhere, ±∞ as a minimum or ideal, −∞ as a maximum: ignored. A maximum
///   of `.greatestFiniteMagnitude` (or any length past `limit`) means `.infinity`, as it does in SwiftUI code.
/// - NaN or ±∞ `offset`: 0.
/// - Any other finite length whose size is past `limit` (1,000,000 pt, far beyond any screen) is
///   clamped to ±`limit`: stacks, grids and `GridItem`s, padding, offsets, frames, `contentMargins`,
///   `containerRelativeFrame` spacing, font sizes and `.tracking`/`.kerning`. An aspect ratio is clamped to
///   1/`limit`…`limit`.
struct LengthClamp: LengthClamping {
    static let limit = 1_000_000.0

    /// What was changed, with the node it was on.
    var findings: [(location: LayoutCore.SourceLocation?, message: String)] = []
    private var location: LayoutCore.SourceLocation?

    /// Clamps `root` in place and returns what it changed.
    static func clamp(_ root: inout ViewNode) -> [(location: LayoutCore.SourceLocation?, message: String)] {
        var clamp = LengthClamp()
        clamp.visit(&root)
        return clamp.findings
    }

    private mutating func visit(_ node: inout ViewNode) {
        location = node.location
        node.kind = clamped(node.kind)
        guard !node.children.isEmpty else { return }
        for index in node.children.indices { visit(&node.children[index]) }
    }

    private mutating func clamped(_ kind: ViewKind) -> ViewKind {
        switch kind {
        case .hStack(let alignment, let value): return .hStack(alignment: alignment, spacing: gap(value, "spacing"))
        case .vStack(let alignment, let value): return .vStack(alignment: alignment, spacing: gap(value, "spacing"))
        case .lazyHStack(let alignment, let value): return .lazyHStack(alignment: alignment, spacing: gap(value, "spacing"))
        case .lazyVStack(let alignment, let value): return .lazyVStack(alignment: alignment, spacing: gap(value, "spacing"))
        case .spacer(let value): return .spacer(minLength: gap(value, "Spacer(minLength:)"))
        case .safeAreaInset(let edge, let value): return .safeAreaInset(edge: edge, spacing: gap(value, "safeAreaInset spacing"))
        case .padding(let edges, let value): return .padding(edges: edges, length: inset(value, "padding"))
        case .safeAreaPadding(let edges, let value): return .safeAreaPadding(edges: edges, length: inset(value, "safeAreaPadding"))
        case .frame(var frame):
            frame.width = fixed(frame.width, "frame width")
            frame.height = fixed(frame.height, "frame height")
            return .frame(frame)
        case .flexibleFrame(var frame):
            frame.minWidth = lower(frame.minWidth, "minWidth")
            frame.idealWidth = lower(frame.idealWidth, "idealWidth")
            frame.maxWidth = upper(frame.maxWidth, "maxWidth")
            frame.minHeight = lower(frame.minHeight, "minHeight")
            frame.idealHeight = lower(frame.idealHeight, "idealHeight")
            frame.maxHeight = upper(frame.maxHeight, "maxHeight")
            return .flexibleFrame(frame)
        case .grid(var grid):
            grid.horizontalSpacing = gap(grid.horizontalSpacing, "horizontalSpacing", quiet: true)
            grid.verticalSpacing = gap(grid.verticalSpacing, "verticalSpacing", quiet: true)
            return .grid(grid)
        case .lazyGrid(var grid):
            grid.spacing = gap(grid.spacing, "spacing", quiet: true)
            for k in grid.items.indices {
                grid.items[k].spacing = gap(grid.items[k].spacing, "GridItem spacing", quiet: true)
                switch grid.items[k].sizing {
                case .fixed(let length): grid.items[k].sizing = .fixed(bounded(length, "GridItem .fixed"))
                case .flexible(let minimum, let maximum):
                    grid.items[k].sizing = .flexible(minimum: bounded(minimum, "GridItem minimum"), maximum: maximum > Self.limit ? .infinity : bounded(maximum, "GridItem maximum"))
                case .adaptive(let minimum, let maximum):
                    grid.items[k].sizing = .adaptive(minimum: bounded(minimum, "GridItem minimum"), maximum: maximum > Self.limit ? .infinity : bounded(maximum, "GridItem maximum"))
                }
            }
            return .lazyGrid(grid)
        case .textEnvironment(.tracking(let points, let isKerning)) where points.isFinite && abs(points) > Self.limit:
            return .textEnvironment(.tracking(bounded(points, isKerning ? "kerning" : "tracking"), isKerning: isKerning))
        case .textEnvironment(.systemFont(var font)) where font.size > Self.limit:
            font.size = bounded(font.size, "font size")
            return .textEnvironment(.systemFont(font))
        case .containerRelativeFrame(var frame):
            if case .grid(let count, let span, let spacing) = frame.rule, spacing.isFinite {
                frame.rule = .grid(count: count, span: span, spacing: bounded(spacing, "containerRelativeFrame spacing"))
            }
            return .containerRelativeFrame(frame)
        case .scrollModifier(.contentMargins(var margins)):
            margins.length = margins.length.map { $0.isFinite ? bounded($0, "contentMargins") : $0 }
            return .scrollModifier(.contentMargins(margins))
        case .modifier(let modifier):
            return .modifier(AnyLayoutModifier(modifier.base.clamped(&self)))
        default: return kind
        }
    }

    private mutating func report(_ message: String) {
        findings.append((location, message))
    }

    mutating func bounded(_ value: Double, _ what: String) -> Double {
        guard abs(value) > Self.limit else { return value }
        let clamped = value < 0 ? -Self.limit : Self.limit
        report("\(what) \(formatLength(value)) is larger than any screen; FrameLab clamps it to \(formatLength(clamped))")
        return clamped
    }

    /// `quiet`: a non-finite value is left for layout, which warns about it itself.
    mutating func gap(_ value: Double?, _ what: String, quiet: Bool = false) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else {
            if quiet { return value }
            report("\(what) \(formatLength(value)) is not finite; the default is used")
            return nil
        }
        return bounded(value, what)
    }

    mutating func inset(_ value: Double?, _ what: String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else {
            report("\(what) \(formatLength(value)) is not finite; FrameLab uses 0")
            return 0
        }
        return bounded(value, what)
    }

    mutating func shift(_ value: Double, _ what: String) -> Double {
        guard value.isFinite else {
            report("\(what) \(formatLength(value)) is not finite; FrameLab uses 0")
            return 0
        }
        return bounded(value, what)
    }

    mutating func fixed(_ value: Double?, _ what: String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else {
            report("\(what) \(formatLength(value)) is not finite; it is ignored, as SwiftUI ignores an invalid frame dimension")
            return nil
        }
        return bounded(value, what)
    }

    mutating func ratio(_ value: Double?, _ what: String) -> Double? {
        guard let value, value.isFinite, value > 0, value > Self.limit || value < 1 / Self.limit else { return value }
        let clamped = value > Self.limit ? Self.limit : 1 / Self.limit
        report("\(what) \(formatLength(value)) is beyond any screen's; FrameLab clamps it to \(formatLength(clamped))")
        return clamped
    }

    private mutating func lower(_ value: Double?, _ what: String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else {
            report("\(what) \(formatLength(value)) is not finite; it is ignored (only a maximum may be .infinity)")
            return nil
        }
        return bounded(value, what)
    }

    private mutating func upper(_ value: Double?, _ what: String) -> Double? {
        guard let value else { return nil }
        if value.isNaN || value == -.infinity {
            report("\(what) \(formatLength(value)) is not a valid maximum; it is ignored")
            return nil
        }
        return value > Self.limit ? .infinity : bounded(value, what)
    }
}
