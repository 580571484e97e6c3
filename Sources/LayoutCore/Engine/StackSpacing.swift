/// The default spacing between two stack children, per axis and kind of neighbours, read from the
/// platform's named metrics (`spacing.vertical.text-text`, `spacing.horizontal.other-other`, …).
/// A pair the platform gives no figure for uses `defaultSpacing` (8), and layout says so once.
struct StackSpacing {
    /// Which kinds of views sit on either side of a gap.
    enum Neighbours: Int, CaseIterable {
        case textText, textOther, otherOther

        var metricName: String {
            switch self {
            case .textText: "text-text"
            case .textOther: "text-other"
            case .otherOther: "other-other"
            }
        }
    }

    /// Indexed by `axis index × 3 + neighbours`.
    private var values: [Double]
    private var sourced: [Bool]

    init(_ env: LayoutEnvironment) {
        values = []
        sourced = []
        for axis in [Axis.horizontal, .vertical] {
            for pair in Neighbours.allCases {
                let figure = env.metrics[Self.metricName(axis, pair)]
                values.append(figure.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? env.defaultSpacing)
                sourced.append(figure != nil)
            }
        }
    }

    static func metricName(_ axis: Axis, _ pair: Neighbours) -> String {
        "spacing.\(axis == .horizontal ? "horizontal" : "vertical").\(pair.metricName)"
    }

    private func index(_ axis: Axis, _ pair: Neighbours) -> Int { (axis == .horizontal ? 0 : 3) + pair.rawValue }

    func spacing(_ axis: Axis, _ pair: Neighbours) -> Double { values[index(axis, pair)] }
    func isSourced(_ axis: Axis, _ pair: Neighbours) -> Bool { sourced[index(axis, pair)] }
}

extension LayoutRun {
    /// Which kinds of views `a` and `b` are, for the default spacing between them along `axis`:
    /// vertically, `a`'s bottom edge and `b`'s top edge (a VStack ending in a Text is text there).
    @inline(__always)
    func neighbours(_ a: Int32, _ b: Int32, _ axis: Axis) -> StackSpacing.Neighbours {
        let pair = axis == .vertical ? (arena.isTextAtBottom(a), arena.isTextAtTop(b)) : (arena.isText(a), arena.isText(b))
        return switch pair {
        case (true, true): .textText
        case (false, false): .otherOther
        default: .textOther
        }
    }
}
