import Foundation

/// Runs independent pieces of work on every core, each thread with the large stack the parser
/// needs (`BigStack.stackSize`), and returns the results in the order of the inputs. The calling
/// thread (already on a large stack: the translator runs in `BigStack.run`) works too.
enum ParallelWork {
    /// At most this many threads: parsing is memory-bound past a few cores.
    static let maximumThreads = 8

    /// `work` applied to each input, on `threads` threads (nil: one a core, at most `maximumThreads`).
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], threads: Int? = nil, _ work: @escaping @Sendable (Input) -> Output) -> [Output] {
        let threads = min(inputs.count, threads ?? min(ProcessInfo.processInfo.activeProcessorCount, maximumThreads))
        guard threads > 1 else { return inputs.map(work) }
        let results = IndexedResults<Output>(count: inputs.count)
        let drain: @Sendable () -> Void = {
            while let index = results.claim() { results.set(index, work(inputs[index])) }
        }
        let finished = DispatchSemaphore(value: 0)
        for _ in 1..<threads {
            let thread = Thread {
                drain()
                finished.signal()
            }
            thread.stackSize = BigStack.stackSize
            thread.start()
        }
        drain()
        for _ in 1..<threads { finished.wait() }
        return results.values
    }
}

/// The slots `ParallelWork` fills: the next input to take and each result at its input's index,
/// under one lock.
private final class IndexedResults<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Output?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The index of an input no thread has taken yet, or nil when every one is taken.
    func claim() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func set(_ index: Int, _ value: Output) {
        lock.withLock { slots[index] = value }
    }

    /// Every result, once every thread has finished.
    var values: [Output] {
        lock.withLock { slots.map { $0! } }
    }
}
