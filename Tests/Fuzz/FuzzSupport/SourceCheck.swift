// What the source targets (fuzz-source, fuzz-structured) share: the shipped profiles and the
// checks every translated input must pass.
import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// The repository whose profiles the targets load: FRAMELAB_REPO, else the one this file is in.
public let repositoryRoot = ProcessInfo.processInfo.environment["FRAMELAB_REPO"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// The shipped profiles, which must load without errors.
public let shippedRegistry: ProfileRegistry = {
    let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot]))
    precondition(!result.hasErrors, "the shipped profiles have errors: \(result.diagnostics)")
    return result.registry
}()

/// Translates `source`, prints any tree back and lays it out in `environment`: every diagnostic
/// has a position, an input without a tree says why, and every frame is finite or a diagnostic
/// says why not.
public func checkSource(_ source: String, translator: SourceTranslator, environment: LayoutEnvironment) {
    let translation = translator.translate(source)
    for diagnostic in translation.diagnostics {
        precondition(diagnostic.line >= 1 && diagnostic.column >= 1, "diagnostic without a position: \(diagnostic.rendered)")
    }
    guard let root = translation.root else {
        precondition(translation.hasErrors, "no tree and no error for \(source.debugDescription)")
        return
    }
    _ = SourcePrinter.print(root, showIDs: true)
    let result = LayoutEngine.layout(root, in: environment)
    let explained = result.diagnostics.contains { $0.message.contains("is not finite") }
    for node in result.nodes {
        let f = node.frame
        precondition(explained || (f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite),
                     "node #\(node.id) \(node.typeName) has frame \(f) and no diagnostic says why, for:\n\(source)")
    }
}
