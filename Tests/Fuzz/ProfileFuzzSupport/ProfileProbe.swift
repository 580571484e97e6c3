// What the profile targets (fuzz-profiles, fuzz-yaml) share: where the shipped profiles are, a
// scratch directory per process, the checks on diagnostics and the tree laid out in what loaded.
import Foundation
import LayoutCore
@testable import Profiles

/// The shipped profiles: FRAMELAB_REPO or the repository this file is in.
public let repositoryRoot = ProcessInfo.processInfo.environment["FRAMELAB_REPO"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// A scratch directory of this process (in /dev/shm when there is one) with `subdirectories`.
public func scratchDirectory(_ name: String, subdirectories: [String]) -> String {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let path = "\(base)/framelab-fuzz-\(name)-\(getpid())"
    for sub in [""] + subdirectories {
        try? FileManager.default.createDirectory(atPath: path + "/" + sub, withIntermediateDirectories: true)
    }
    return path
}

/// Every diagnostic names a line and column and says something.
public func checkPositions(_ diagnostics: [ProfileDiagnostic]) {
    for diagnostic in diagnostics {
        precondition(diagnostic.line >= 1 && diagnostic.column >= 1 && !diagnostic.message.isEmpty, "diagnostic without a position: \(diagnostic)")
    }
}

/// A grid-rule `containerRelativeFrame` over a rectangle and a control of each view kind (at most
/// 64), in a VStack, wrapped in every container kind of `registry`.
public func probeTree(_ registry: ProfileRegistry) -> ViewNode {
    let controls = registry.viewKindList.prefix(64).map { ViewNode(.control(ControlNode(kind: $0))) }
    let tree = ViewNode(.vStack(alignment: .center, spacing: nil), children: [
        ViewNode(.containerRelativeFrame(ContainerRelativeFrame(axes: .both, rule: .grid(count: 3, span: 2, spacing: 8))), children: [ViewNode(.shape(.rectangle))]),
    ] + controls)
    return registry.containerKinds.keys.sorted().reduce(tree) { inner, id in
        ViewNode(.container(ContainerNode(kind: registry.containerKinds[id]!)), children: [inner])
    }
}

/// Lays the probe tree out on each device of `deviceIDs` that gives an environment, and in a
/// 300×200 window; every frame is finite or a diagnostic says why not.
public func layOutProbe(_ registry: ProfileRegistry, deviceIDs: [String]) {
    let tree = probeTree(registry)
    var environments = [LayoutEnvironment.window(width: 300, height: 200)]
    for id in Set(deviceIDs) {
        if let environment = try? registry.environment(for: DeviceSelection(deviceID: id)) { environments.append(environment) }
    }
    for environment in environments {
        let result = LayoutEngine.layout(tree, in: environment)
        let explained = result.diagnostics.contains { $0.message.contains("is not finite") }
        for node in result.nodes where !explained {
            let f = node.frame
            precondition(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                         "node #\(node.id) \(node.typeName) has frame \(f) and no diagnostic says why")
        }
    }
}

/// Walks `bytes` in memory (every diagnostic has a position), then writes them to `file` after
/// removing the files of the other placements, so only one input file is ever loaded.
public func walkAndPlace(_ bytes: [UInt8], at file: String, removing files: [String]) {
    checkPositions(YAMLParser(file: "<fuzz>").parse(bytes).diagnostics)
    for other in files { unlink(other) }
    _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
}
