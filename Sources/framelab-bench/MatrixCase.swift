import Dispatch
import Foundation
import FrameLabApplication
import LayoutCore
import Profiles

/// `matrix-480`: the layouts `:matrix` runs for 20 devices × 2 orientations × 12 Dynamic Type
/// sizes (480) of a 200-view settings screen, with the shipped device profiles, on every core as
/// `DeviceMatrix` runs them (goal: under 2 s in a release build, issue 15). The table and its
/// analysis are FrameLabApplication's and not timed here, so the benchmark builds without swift-syntax.
enum MatrixCase {
    /// 40 rows of `HStack { Text; Spacer; Text }.padding(.horizontal)`: 5 nodes each, 200 views.
    static func screen() -> ViewNode {
        let rows = (0..<40).map { index in
            ViewNode(.padding(edges: .horizontal, length: nil), children: [
                ViewNode(.hStack(alignment: .center, spacing: nil), children: [
                    ViewNode(.text("Setting number \(index) with a longer label")),
                    ViewNode(.spacer(minLength: nil)),
                    ViewNode(.text("Value")),
                ]),
            ])
        }
        return ViewNode(.vStack(alignment: .center, spacing: 0), children: rows)
    }

    static func matrix480() -> BenchmarkCase {
        BenchmarkCase(name: "matrix-480", summary: ":matrix layouts of a 200-view screen, 20 devices × 2 orientations × 12 type sizes") {
            let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            let search = ProfileSearchPath.standard(executablePath: executable, environment: [:], commandLineDirectories: [])
            let registry = ProfileRegistry.load(searchPath: search).registry
            let devices = registry.deviceIDs.filter { [.phone, .pad].contains(registry.devices[$0]?.idiom) }.prefix(20)
            var environments: [LayoutEnvironment] = []
            for id in devices {
                for orientation in Orientation.allCases {
                    guard var environment = try? registry.environment(for: DeviceSelection(deviceID: id, orientation: orientation)) else { continue }
                    for size in DynamicTypeSize.allCases {
                        environment.dynamicTypeSize = size
                        environments.append(environment)
                    }
                }
            }
            let program = LayoutPipeline.compile(screen(), for: environments.first ?? LayoutEnvironment.window(width: 393, height: 852))
            let work = environments
            return (work.count, {
                let heights = HeightSum(count: work.count)
                DispatchQueue.concurrentPerform(iterations: work.count) { index in
                    heights.set(index, LayoutPipeline.layout(program, in: work[index]).nodes.frame(0).height)
                }
                return heights.total
            })
        }
    }
}

/// The root heights of the concurrent layouts, so their work is used.
private final class HeightSum: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double]

    init(count: Int) { values = Array(repeating: 0, count: count) }

    func set(_ index: Int, _ value: Double) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    var total: Double {
        lock.lock()
        defer { lock.unlock() }
        return values.reduce(0, +)
    }
}
