import Foundation
import FrameLabApplication
import LayoutCore

/// One measured case: what it lays out and how many nodes that is.
struct BenchmarkCase: Sendable {
    var name: String
    var summary: String
    /// Prepares the work outside the timed region and returns (node count, timed body).
    var prepare: @Sendable () -> (nodes: Int, body: @Sendable () -> Double)

    static let window = LayoutEnvironment.window(width: 1_000, height: 1_000)
    /// The balanced tree's window: large enough that its 4⁸ leaves keep a positive size (about
    /// 31×31; in 1,000×1,000 the stacks' spacing leaves them 0×0 and every edit moves everything).
    static let balancedWindow = LayoutEnvironment.window(width: 10_000, height: 10_000)
    static let scrollKind = ContainerKind(id: "ScrollView", strategy: .scroll(axes: .vertical))

    /// Lays out the tree compiled once outside the timed region (`LayoutProgram`): what every
    /// layout after the first costs, and the per-node figure of issue 18. With `compiledOnce`
    /// false (`NAME-whole`) each repetition compiles and lays out, as a first layout does.
    static func layoutCase(_ name: String, _ summary: String, environment: LayoutEnvironment = window, compiledOnce: Bool = true, tree: @escaping @Sendable () -> ViewNode) -> BenchmarkCase {
        BenchmarkCase(name: compiledOnce ? name : name + "-whole", summary: summary + (compiledOnce ? " (compiled once)" : " (compiled and laid out)")) {
            let root = tree()
            let program = compiledOnce ? LayoutPipeline.compile(root, for: environment) : nil
            return (root.nodeCount, {
                let nodes = (program.map { LayoutPipeline.layout($0, in: environment) } ?? LayoutPipeline.layout(root, in: environment)).nodes
                return nodes.indices.reduce(0) { $0 + nodes.frame($1).width }
            })
        }
    }

    static func all(framelab: String?) -> [BenchmarkCase] {
        var cases: [BenchmarkCase] = []
        for n in [1_000, 10_000, 100_000] {
            cases.append(layoutCase("flat-\(n)", "HStack of \(n) Rectangle().frame(width: 10, height: 10)") { SyntheticTrees.flat(n) })
        }
        cases.append(layoutCase("flat-100000", "HStack of 100000 Rectangle().frame(width: 10, height: 10)", compiledOnce: false) { SyntheticTrees.flat(100_000) })
        for n in [1_000, 10_000, 100_000] {
            cases.append(layoutCase("flex-\(n)", "HStack of \(n) plain Rectangles") { SyntheticTrees.flex(n) })
        }
        cases.append(layoutCase("flex-100000", "HStack of 100000 plain Rectangles", compiledOnce: false) { SyntheticTrees.flex(100_000) })
        for d in [100, 1_000, 10_000] {
            cases.append(layoutCase("deep-\(d)", "\(d) nested VStack { … }.padding(1)") { SyntheticTrees.deep(d) })
        }
        cases.append(layoutCase("balanced", "branching 4, HStack/VStack, 8 levels, 10,000×10,000", environment: balancedWindow) { SyntheticTrees.balanced(levels: 8) })
        cases.append(layoutCase("balanced", "branching 4, HStack/VStack, 8 levels, 10,000×10,000", environment: balancedWindow, compiledOnce: false) { SyntheticTrees.balanced(levels: 8) })
        let phone = LayoutEnvironment(windowSize: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        cases.append(layoutCase("gallery-10000", "ScrollView(.horizontal) of 10,000 containerRelativeFrame items", environment: phone) { SyntheticTrees.gallery(10_000, scrollKind: scrollKind) })
        cases.append(BenchmarkCase(name: "relayout", summary: "balanced tree: one leaf wrapped in .frame(width: 5) and back, LayoutSession.update") {
            let original = SyntheticTrees.balanced(levels: 8)
            let edited = SyntheticTrees.editedBalanced(original)
            let box = SessionBox(LayoutPipeline.session(original, in: balancedWindow), original, edited)
            return (edited.nodeCount, { box.step() })
        })
        cases.append(ProcessCases.profiles(count: 1_000))
        cases.append(ScreenCases.shippedProfiles())
        cases.append(MatrixCase.matrix480())
        cases += RealScreen.all.map { ScreenCases.layout($0) }
        cases += RealScreen.all.map { ScreenCases.layout($0, compiledOnce: false) }
        if let framelab {
            cases.append(ProcessCases.parse(framelab: framelab, lines: 10_000))
            cases.append(ProcessCases.startup(framelab: framelab))
            cases.append(FolderCase.folder(framelab: framelab, files: 500))
            cases += RealScreen.all.map { ScreenCases.eval($0, framelab: framelab) }
            cases += RealScreen.all.map { ScreenCases.matrix($0, framelab: framelab) }
        }
        return cases
    }
}

/// Alternates a session between two trees; each step is one incremental update.
final class SessionBox: @unchecked Sendable {
    var session: LayoutSession
    let trees: [ViewNode]
    var next = 1

    init(_ session: LayoutSession, _ original: ViewNode, _ edited: ViewNode) {
        self.session = session
        trees = [original, edited]
    }

    func step() -> Double {
        session.update(trees[next])
        next = 1 - next
        if case .incremental(_, let placed) = session.lastUpdate { return Double(placed) }
        return -1
    }
}
