import Foundation

/// Reads a directory's profile files on every core: each file is read, parsed and checked on
/// its own (`ProfileDocumentReader.read` looks at nothing else), so the results, kept in the
/// candidates' order, are those of reading them one after another.
enum ParallelReads {
    static func read(_ candidates: [DirectoryScanner.Candidate], layer: Int, limits: ProfileLimits, alreadyRead: [String: (ProfileDocument?, [ProfileDiagnostic])]) -> [(ProfileDocument?, [ProfileDiagnostic])] {
        let results = Results(count: candidates.count)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let candidate = candidates[index]
            results.store(alreadyRead[candidate.path] ?? ProfileDocumentReader.read(candidate, layer: layer, limits: limits), at: index)
        }
        return results.all
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [(ProfileDocument?, [ProfileDiagnostic])?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func store(_ result: (ProfileDocument?, [ProfileDiagnostic]), at index: Int) {
            lock.withLock { results[index] = result }
        }

        var all: [(ProfileDocument?, [ProfileDiagnostic])] { lock.withLock { results.map { $0! } } }
    }
}
