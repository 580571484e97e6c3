import Foundation
import LayoutCore
import Testing
@testable import Profiles

/// A read-ahead loads exactly what a direct load gives, and only answers for its own search path.
@Suite struct ProfileReadAheadTests {
    @Test func loadsWhatADirectLoadGives() throws {
        let path = ProfileSearchPath(directories: [repositoryRoot])
        let ahead = ProfileReadAhead(searchPath: path)
        let direct = ProfileRegistry.load(searchPath: path)
        let early = try #require(ahead.result(for: path))
        #expect(early.result.registry.entries.map(\.id) == direct.registry.entries.map(\.id))
        #expect(early.result.diagnostics.map(\.description) == direct.diagnostics.map(\.description))
        // The default device, decoded from the read-ahead's registry: iPhone 15 Pro is 393×852
        // (Devices/iphone-15-pro.yaml, device-metrics.md).
        #expect(early.result.registry.devices[ProfileRegistry.defaultDeviceID]?.screen == Size(width: 393, height: 852))
        #expect(early.fingerprint == path.fingerprint())
    }

    @Test func answersNothingForAnotherSearchPath() {
        let directory = TemporaryDirectory()
        let ahead = ProfileReadAhead(searchPath: ProfileSearchPath(directories: [repositoryRoot]))
        #expect(ahead.result(for: ProfileSearchPath(directories: [repositoryRoot, directory.path])) == nil)
    }

    /// A broken file is reported by the read-ahead as by a load: the errors travel with the result.
    @Test func reportsErrorsLikeALoad() throws {
        let directory = TemporaryDirectory()
        directory.write("Devices/broken.yaml", "id: broken\nscreen: [1, 2\n")
        let path = ProfileSearchPath(directories: [directory.path])
        let early = try #require(ProfileReadAhead(searchPath: path).result(for: path))
        #expect(early.result.hasErrors)
        #expect(early.result.diagnostics.map(\.description) == ProfileRegistry.load(searchPath: path).diagnostics.map(\.description))
    }
}
