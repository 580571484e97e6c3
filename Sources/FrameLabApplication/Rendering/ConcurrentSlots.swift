import Foundation

/// Results written by concurrent work (`DispatchQueue.concurrentPerform`), each at its own
/// index, read back in index order once the work is done (`:matrix` rows, `--sweep` points).
final class ConcurrentSlots<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Element?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ element: Element) {
        lock.lock()
        slots[index] = element
        lock.unlock()
    }

    /// The elements written, in index order.
    var elements: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
