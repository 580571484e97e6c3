/// Measured answers per (node, proposal, container scope). SwiftUI stacks probe children several
/// times (minimum, maximum, offer, placement); each distinct question is answered once.
/// Leaves that answer in constant time are not cached.
struct SizeCache {
    private struct Entry {
        var width: UInt64
        var height: UInt64
        var scope: Int32
        var answer: Size
    }

    private static let ways = 8
    private static let unspecified = UInt64.max
    private var slotOf: [Int32]
    private var entries: [Entry] = []
    private var used: [UInt8] = []

    init(arena: LayoutArena) {
        slotOf = [Int32](repeating: -1, count: arena.count)
        var slots: Int32 = 0
        for i in 0..<arena.count where SizeCache.isWorthCaching(i, arena) && !(arena.horizontalTraits[i].isKnown && arena.verticalTraits[i].isKnown) {
            slotOf[i] = slots
            slots += 1
        }
        entries.reserveCapacity(Int(slots) * SizeCache.ways)
        used = [UInt8](repeating: 0, count: Int(slots))
        entries = [Entry](repeating: Entry(width: 0, height: 0, scope: -1, answer: .zero), count: Int(slots) * SizeCache.ways)
    }

    /// Gives nodes appended to the arena since the cache was made a slot if they need one.
    mutating func grow(for arena: LayoutArena) {
        for i in slotOf.count..<arena.count {
            if SizeCache.isWorthCaching(i, arena) && !(arena.horizontalTraits[i].isKnown && arena.verticalTraits[i].isKnown) {
                slotOf.append(Int32(used.count))
                used.append(0)
                entries.append(contentsOf: repeatElement(Entry(width: 0, height: 0, scope: -1, answer: .zero), count: SizeCache.ways))
            } else {
                slotOf.append(-1)
            }
        }
    }

    /// Forgets every answer of `node` (its subtree changed).
    mutating func invalidate(_ node: Int32) {
        let slot = slotOf[Int(node)]
        if slot >= 0 { used[Int(slot)] = 0 }
    }

    private static func isWorthCaching(_ node: Int, _ arena: LayoutArena) -> Bool {
        switch arena.ops[node] {
        case .shape, .circle, .color, .image, .spacer, .emptyView, .geometryReader: return false
        case .frame:
            guard case .frame(let frame) = arena.kinds[node] else { return true }
            return frame.width == nil || frame.height == nil
        default: return true
        }
    }

    private static func key(_ value: Double?) -> UInt64 { value.map { $0 == 0 ? 0 : $0.bitPattern } ?? unspecified }

    func lookup(_ node: Int32, _ p: ProposedSize, _ scope: Int32) -> Size? {
        let slot = slotOf[Int(node)]
        guard slot >= 0 else { return nil }
        let w = SizeCache.key(p.width)
        let h = SizeCache.key(p.height)
        let base = Int(slot) * SizeCache.ways
        for k in 0..<Int(used[Int(slot)]) {
            let entry = entries[base + k]
            if entry.width == w && entry.height == h && entry.scope == scope { return entry.answer }
        }
        return nil
    }

    mutating func store(_ node: Int32, _ p: ProposedSize, _ scope: Int32, _ answer: Size) {
        let slot = slotOf[Int(node)]
        guard slot >= 0 else { return }
        let base = Int(slot) * SizeCache.ways
        let count = Int(used[Int(slot)])
        let entry = Entry(width: SizeCache.key(p.width), height: SizeCache.key(p.height), scope: scope, answer: answer)
        if count < SizeCache.ways {
            entries[base + count] = entry
            used[Int(slot)] = UInt8(count + 1)
        } else {
            // Keep the first answers (the stack's probes) and rotate the last way.
            entries[base + SizeCache.ways - 1] = entry
        }
    }
}
