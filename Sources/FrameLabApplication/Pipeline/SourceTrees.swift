import Dispatch
import Foundation
import LayoutCore
import ViewSyntax

/// The source a tree came from, translated again for each environment it is laid out in, so
/// `if horizontalSizeClass == .regular` takes the iPad branch in an iPad cell of `:matrix`.
/// Environments that read the same (`SourceEnvironment.reduced(readBy:)`) share one translation:
/// a 480-cell matrix of a source that reads no environment value translates once per idiom.
struct SourceTrees: Sendable {
    var files: [SourceFile]
    var choice: RootChoice
    /// Translates for each environment (the session's settings and profiles).
    var pipeline: LayoutPipeline

    /// One translation per distinct reduced environment, run on every core; `translations[i]`
    /// is the one for `environments[i]`, and `count` how many were run.
    func translations(for environments: [LayoutEnvironment]) -> (translations: [Translation], count: Int) {
        let texts = files.map(\.text)
        var keys: [SourceEnvironment] = []
        var firstEnvironment: [LayoutEnvironment] = []
        var slot: [Int] = []
        var index: [SourceEnvironment: Int] = [:]
        for environment in environments {
            let key = SourceEnvironment(environment).reduced(readBy: texts)
            if let known = index[key] {
                slot.append(known)
            } else {
                index[key] = keys.count
                slot.append(keys.count)
                keys.append(key)
                firstEnvironment.append(environment)
            }
        }
        let store = ConcurrentSlots<Translation>(count: keys.count)
        let work = (files: files, choice: choice, pipeline: pipeline, environments: firstEnvironment)
        DispatchQueue.concurrentPerform(iterations: work.environments.count) { position in
            store.set(position, work.pipeline.translate(work.files, choice: work.choice, in: work.environments[position]))
        }
        let translated = store.elements
        return (slot.map { translated[$0] }, keys.count)
    }
}
