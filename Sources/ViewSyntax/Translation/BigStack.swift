import Foundation

/// Runs work on a thread with a large stack: the parser and the translator recurse once per
/// nesting level, and test or REPL threads may have small stacks.
enum BigStack {
    static let stackSize = 512 << 20

    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value!
    }
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    var value: T?
}
