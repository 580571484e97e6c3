import LayoutCore
import Testing
@testable import FrameLabApplication

/// `:why` and JSON find the source condition that chose a node by its pre-order id.
@Suite struct BranchChoicesTests {
    @Test func aNodeInheritsTheNearestChoice() {
        var branch = ViewNode(.group, children: [ViewNode(.text("wide"))])
        branch.choice = BranchChoice("sizeClass == .regular is true: horizontalSizeClass regular from ipad-pro-13 portrait")
        let root = ViewNode(.vStack(alignment: .center, spacing: nil), children: [ViewNode(.color("red")), branch])
        // Pre-order: 0 VStack, 1 Color, 2 Group (the branch), 3 Text inside it.
        let choices = BranchChoices.byNodeID(in: root)
        #expect(choices.count == 4)
        #expect(choices[0] == nil && choices[1] == nil)
        #expect(choices[2] == branch.choice?.text)
        #expect(choices[3] == branch.choice?.text)
        #expect(BranchChoices.text(for: 9, in: root) == nil)
    }
}
