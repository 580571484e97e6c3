@testable import LayoutCore
import Testing

/// A compiled tree (`LayoutProgram`) lays out exactly as the tree does, in any environment, and
/// the compiled columns (`NodeOp`, `ContextSettings`) agree with what they stand for.
@Suite struct LayoutProgramTests {
    /// `HStack { Rectangle().frame(width: 100); Color.red; Color.blue }` (StackLayoutTests s02).
    static let tree = HStack {
        Rectangle().frame(width: 100).id("fixed")
        Color.red.id("red")
        Color.blue.id("blue")
    }

    /// Compiled once, laid out twice: the frames of s02 each time (2 gaps of 8 leave 384;
    /// 384 − 100 = 284 = 2 · 142; x = 0, 108, 258), the same as laying out the tree.
    @Test func aProgramLaysOutAsItsTree() {
        let window = LayoutEnvironment.window(width: 400, height: 100)
        let program = LayoutProgram(Self.tree, for: window)
        #expect(program.nodeCount == 5)
        let direct = LayoutEngine.layout(Self.tree, in: window).nodes
        for _ in 0..<2 {
            let result = LayoutEngine.layout(program, in: window)
            expectFrame(result.frame("fixed"), x: 0, width: 100)
            expectFrame(result.frame("red"), x: 108, width: 142)
            expectFrame(result.frame("blue"), x: 258, width: 142)
            #expect(result.nodes.indices.map { result.nodes.frame($0) } == direct.indices.map { direct.frame($0) })
        }
    }

    /// Compiled with the default spacing 8 and laid out where it is 20: the closed-form answers
    /// are worked out again, so the gaps are 20: 400 − 2 · 20 − 100 = 260 = 2 · 130; x = 0, 120, 270.
    @Test func anotherDefaultSpacingWorksTheTraitsOutAgain() {
        let compiledFor = LayoutEnvironment.window(width: 400, height: 100)
        var wider = compiledFor
        wider.defaultSpacing = 20
        let result = LayoutEngine.layout(LayoutProgram(Self.tree, for: compiledFor), in: wider)
        expectFrame(result.frame("fixed"), x: 0, width: 100)
        expectFrame(result.frame("red"), x: 120, width: 130)
        expectFrame(result.frame("blue"), x: 270, width: 130)
    }

    /// The byte each node compiles to: modifiers (whose first child is the modified view) apart
    /// from views and stacks, a circle apart from other shapes (not closed-form), and the three
    /// kinds a stack replaces by their children (Group, ForEach) or drops (EmptyView).
    @Test func nodeOpsSayWhatEachKindIs() {
        let modifiers: [ViewKind] = [
            .frame(FixedFrame(width: 1)), .padding(edges: .all, length: nil), .offset(x: 1, y: 2), .font(.body),
            .controlSelection(name: "buttonStyle", value: "bordered"), .layoutPriority(1), .fixedSize(horizontal: true, vertical: false),
        ]
        let views: [ViewKind] = [
            .shape(.rectangle), .shape(.circle), .text("a"), .spacer(minLength: nil), .emptyView, .group, .forEach,
            .hStack(alignment: .center, spacing: nil), .vStack(alignment: .leading, spacing: 4), .zStack(alignment: .center),
        ]
        #expect(modifiers.allSatisfy { NodeOp($0).isModifier && $0.isModifier })
        #expect(views.allSatisfy { !NodeOp($0).isModifier && !$0.isModifier })
        #expect(NodeOp(.shape(.circle)) == .circle)
        #expect(NodeOp(.shape(.capsule)) == .shape)
        #expect(views.filter { NodeOp($0).isExpandedInStacks }.map { NodeOp($0) } == [.emptyView, .group, .forEach])
    }

    /// Equal settings share one index, so contexts compare by index.
    @Test func settingsAreKeptOncePerValue() {
        var table = ContextSettingsTable()
        let bordered = ContextSettings(controlSelections: ["buttonStyle": "bordered"])
        let first = table.index(of: bordered)
        #expect(first == 1)
        #expect(table.index(of: ContextSettings()) == 0)
        #expect(table.index(of: bordered) == first)
        #expect(table[first].controlSelections["buttonStyle"] == "bordered")
    }
}
