import Foundation

/// The figures for one case.
struct Measurement: Codable {
    var name: String
    var nodes: Int
    var medianNanoseconds: Double
    var minimumNanoseconds: Double
    var nanosecondsPerNode: Double
    /// CPU time (user and system, this process and the child processes it waited for): on a
    /// machine busy with other work it stays near what an idle machine's wall clock shows.
    var medianCPUNanoseconds: Double
    var cpuNanosecondsPerNode: Double
    var peakMemoryBytes: Int
    var bytesPerNode: Double
    var checksum: Double

    static func run(_ benchmark: BenchmarkCase, repetitions: Int) -> Measurement {
        // The input tree is built before the baseline: the figure is what layout itself needs.
        let (nodes, body) = benchmark.prepare()
        let baseline = peakResidentBytes()
        var checksum = body()
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<max(1, repetitions) {
            let cpuStart = cpuNanoseconds()
            let start = clock.now
            checksum = body()
            let elapsed = clock.now - start
            cpuSamples.append(cpuNanoseconds() - cpuStart)
            samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        samples.sort()
        cpuSamples.sort()
        let median = samples[samples.count / 2]
        let cpuMedian = cpuSamples[cpuSamples.count / 2]
        let peak = peakResidentBytes()
        return Measurement(
            name: benchmark.name, nodes: nodes, medianNanoseconds: median, minimumNanoseconds: samples[0],
            nanosecondsPerNode: median / Double(max(nodes, 1)),
            medianCPUNanoseconds: cpuMedian, cpuNanosecondsPerNode: cpuMedian / Double(max(nodes, 1)), peakMemoryBytes: peak,
            bytesPerNode: Double(max(0, peak - baseline)) / Double(max(nodes, 1)), checksum: checksum)
    }

    /// User and system time of this process and of its waited-for children, in nanoseconds.
    static func cpuNanoseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        var children = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        let user = Double(children.ru_utime.tv_sec) * 1e9 + Double(children.ru_utime.tv_usec) * 1e3
        let system = Double(children.ru_stime.tv_sec) * 1e9 + Double(children.ru_stime.tv_usec) * 1e3
        return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec) + user + system
    }

    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    var row: String {
        func pad(_ text: String, _ width: Int) -> String { text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count) }
        func ms(_ ns: Double) -> String { String(format: "%.3f ms", ns / 1e6) }
        return pad(name, 16) + pad("\(nodes) nodes", 16) + pad("median " + ms(medianNanoseconds), 22) + pad("min " + ms(minimumNanoseconds), 18)
            + pad(String(format: "%.0f ns/node", nanosecondsPerNode), 16) + pad("cpu " + ms(medianCPUNanoseconds), 18)
            + pad(String(format: "%.0f ns/node", cpuNanosecondsPerNode), 16) + String(format: "%.0f B/node  peak %.1f MiB", bytesPerNode, Double(peakMemoryBytes) / 1_048_576)
    }
}
