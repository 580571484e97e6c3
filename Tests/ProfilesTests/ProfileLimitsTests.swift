import Foundation
import LayoutCore
import Testing
@testable import Profiles

/// Profile limits are settings: each error names the variable that raises it.
@Suite struct ProfileLimitsTests {
    @Test func limitsComeFromTheEnvironment() {
        let limits = ProfileLimits(environment: ["FRAMELAB_PROFILE_MAX_NODES": "10", "FRAMELAB_PROFILE_MAX_DEPTH": "nonsense"])
        #expect(limits.maximumNodes == 10)
        #expect(limits.maximumDepth == 64, "a value that is not a positive whole number keeps the default")
        #expect(limits.maximumFileSize == 1 << 20)
    }

    @Test func aRaisedLimitLetsAFileThrough() {
        let directory = TemporaryDirectory()
        // id, strategy and 20 list items: 2 × 2 + 1 + 20 + the root mapping = 26 nodes.
        directory.write("Containers/Box.yaml", "id: Box\nstrategy: tabs\nviewNames: [" + (0..<20).map { "V\($0)" }.joined(separator: ", ") + "]\n")
        var strict = ProfileSearchPath.standard(executablePath: "/nonexistent/framelab", environment: ["FRAMELAB_PROFILE_MAX_NODES": "10", "HOME": directory.path], commandLineDirectories: [directory.path])
        let refused = ProfileRegistry.load(searchPath: strict)
        #expect(refused.diagnostics.contains { $0.description.hasSuffix("error: document has more than 10 nodes, counting every expansion of an alias (an alias bomb?); refused (raise the limit with FRAMELAB_PROFILE_MAX_NODES)") })
        strict.limits.maximumNodes = 100
        let loaded = ProfileRegistry.load(searchPath: strict)
        #expect(loaded.registry.containerKinds["Box"] != nil, "\(loaded.diagnostics)")
    }
}
