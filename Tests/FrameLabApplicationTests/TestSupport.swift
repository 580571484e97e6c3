import Foundation
@testable import LayoutCore
import Profiles
@testable import FrameLabApplication

/// Paths and builders shared by the tests.
enum TestSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The shipped profiles of this checkout.
    static var shippedProfiles: ProfileSearchPath {
        ProfileSearchPath(directories: [packageRoot.path])
    }

    /// The shipped profiles, then a test's own `directory` (read last, so its files win).
    static func shippedProfiles(adding directory: URL) -> ProfileSearchPath {
        ProfileSearchPath(directories: [packageRoot.path, directory.path])
    }

    /// A started interpreter on the shipped profiles and a test's own profile `directory`.
    static func interpreter(addingProfiles directory: URL) -> CommandInterpreter {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: shippedProfiles(adding: directory)))
        _ = interpreter.start()
        return interpreter
    }

    /// The `framelab` binary built beside the test bundle.
    static func framelabBinary() -> URL? {
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.appendingPathComponent("framelab"))
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("framelab"))
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("framelab"))
            candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("framelab"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/framelab"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// An interpreter on a plain window, with no profiles, around `root`.
    static func interpreter(root: ViewNode? = nil, window: Size = Size(width: 300, height: 300)) -> CommandInterpreter {
        var interpreter = CommandInterpreter(
            profiles: ProfileState(registry: ProfileRegistry()),
            state: Session.State(root: root, selection: DeviceSelection(window: .size(width: window.width, height: window.height))))
        _ = interpreter.start()
        return interpreter
    }

    /// `VStack { Rectangle().id("a"); Rectangle().frame(width: 50).id("b") }`.
    static let sampleTree = ViewNode(.vStack(alignment: .center, spacing: nil), children: [
        ViewNode(.shape(.rectangle), name: "a"),
        ViewNode(.frame(FixedFrame(width: 50)), children: [ViewNode(.shape(.rectangle))], name: "b"),
    ])

    /// A small layout result built by hand, for rendering tests that must not need the engine.
    static func sampleResult() -> LayoutResult {
        let resolution = ContainerResolution(
            visited: [
                AncestorVisit(nodeID: 0, typeName: "VStack", name: nil, verdict: .notAContainer),
            ],
            container: ContainerReference(nodeID: nil, typeName: "window", kindID: "window"),
            containerSize: Size(width: 393, height: 852),
            subtractions: [
                SizeSubtraction(edge: .top, amount: 59, reason: .safeArea),
                SizeSubtraction(edge: .bottom, amount: 34, reason: .safeArea),
            ],
            usableSize: Size(width: 393, height: 759),
            axes: [AxisComputation(axis: .vertical, containerLength: 759, formula: "759 / 2", result: 379.5)],
            proposalToChild: ProposedSize(width: 400, height: 379.5), childSize: Size(width: 400, height: 379.5),
            frame: Rect(x: -3.5, y: 248.75, width: 400, height: 379.5), warnings: [])
        let environment = LayoutEnvironment(
            windowSize: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
            description: EnvironmentDescription(deviceID: "iphone-15-pro", displayName: "iPhone 15 Pro"))
        let nodes = [
            LaidOutNode(id: 0, parent: nil, depth: 0, typeName: "VStack", name: nil, kind: .vStack(alignment: .center, spacing: nil),
                        frame: Rect(x: -3.5, y: 188.5, width: 400, height: 500), proposal: ProposedSize(width: 393, height: 759)),
            LaidOutNode(id: 1, parent: 0, depth: 1, typeName: "containerRelativeFrame", name: nil,
                        kind: .containerRelativeFrame(ContainerRelativeFrame(axes: .vertical)),
                        frame: Rect(x: -3.5, y: 248.75, width: 400, height: 379.5), proposal: ProposedSize(width: 400, height: 500), containerResolution: resolution),
            LaidOutNode(id: 2, parent: 1, depth: 2, typeName: "Rectangle", name: "rect", kind: .shape(.rectangle),
                        frame: Rect(x: -3.5, y: 248.75, width: 400, height: 379.5), proposal: ProposedSize(width: 400, height: 379.5)),
        ]
        return LayoutResult(environment: environment, nodes: nodes, diagnostics: [])
    }
}
