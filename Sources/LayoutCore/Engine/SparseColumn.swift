/// A per-node column that is empty for most nodes (source locations, inert modifiers): stored
/// as a dictionary so that trees built in code pay nothing for it.
struct SparseColumn<Value: Sendable & Equatable>: Sendable {
    private(set) var values: [Int32: Value] = [:]
    let empty: Value

    init(empty: Value) { self.empty = empty }

    subscript(i: Int) -> Value {
        get { values[Int32(i)] ?? empty }
        set { values[Int32(i)] = newValue == empty ? nil : newValue }
    }
}

/// A proposal stored in 16 bytes: an unspecified axis is a NaN with a payload of its own.
struct CompactProposal: Sendable, Equatable {
    private static let unspecified = Double(bitPattern: 0x7FF8_0000_0000_0BAD)
    private var width: Double
    private var height: Double

    init(_ proposal: ProposedSize) {
        width = proposal.width ?? CompactProposal.unspecified
        height = proposal.height ?? CompactProposal.unspecified
    }

    static let unspecifiedProposal = CompactProposal(.unspecified)

    private static func decode(_ value: Double) -> Double? {
        value.bitPattern == unspecified.bitPattern ? nil : value
    }

    var proposal: ProposedSize { ProposedSize(width: CompactProposal.decode(width), height: CompactProposal.decode(height)) }

    static func == (a: CompactProposal, b: CompactProposal) -> Bool {
        a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }
}
