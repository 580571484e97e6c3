import LayoutCore
import Testing

/// Bad input gets a diagnostic or a documented clamp, never a crash (issue 2, "Bad input").
@Suite struct BadInputTests {
    let phone = Environments.iPhone15Pro

    struct Failure: Error, CustomStringConvertible {
        var description: String { "division by zero" }
    }

    @Test func countBelowOneIsClampedToOne() {
        // count: 0 → 1: (393 − 0)/1 × 1 = 393, with a warning.
        let tree = Rectangle().frame(height: 10).containerRelativeFrame(.horizontal, count: 0, span: 1, spacing: 0).id("crf")
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), width: 393)
        #expect(result.diagnostics.contains { $0.id == LayoutMessages.containerRelativeGrid && $0.severity == .warning })
    }

    @Test func spanBelowOneIsClampedToOne() {
        // span: -2 → 1: (393 − 10·2)/3 = 124.333.
        let tree = Rectangle().frame(height: 10).containerRelativeFrame(.horizontal, count: 3, span: -2, spacing: 10).id("crf")
        expectFrame(frames(tree, in: phone).frame("crf"), width: 124.333)
    }

    @Test func closureReturningNaNKeepsTheProposal() {
        // The horizontal axis keeps the root proposal (393) and an error is reported.
        let tree = Rectangle().containerRelativeFrame(.horizontal) { _, _ in .nan }.id("crf")
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), width: 393, height: 759)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.id == LayoutMessages.containerRelativeClosure })
    }

    @Test func closureReturningInfinityKeepsTheProposal() {
        let tree = Rectangle().containerRelativeFrame(.vertical) { _, _ in .infinity }.id("crf")
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), height: 759)
        #expect(result.diagnostics.contains { $0.id == LayoutMessages.containerRelativeClosure })
    }

    @Test func closureThatThrowsIsReported() {
        let tree = ViewNode(.containerRelativeFrame(ContainerRelativeFrame(axes: .horizontal, rule: .closure(LengthClosure(source: "{ l, _ in l / 0 }") { _, _ in throw Failure() }))), children: [Rectangle()], name: "crf")
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), width: 393)
        #expect(result.diagnostics.contains { $0.id == LayoutMessages.containerRelativeClosure && $0.message.contains("division by zero") })
    }

    @Test func negativeClosureResultIsClampedToZero() {
        let tree = Rectangle().containerRelativeFrame(.horizontal) { l, _ in l - 1000 }.id("crf")
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), width: 0)
        #expect(result.diagnostics.contains { $0.id == LayoutMessages.containerRelativeClosure && $0.severity == .warning })
    }

    @Test func negativeAndNonFiniteFrameLengthsAreIgnored() {
        // frame(width: -10, height: .nan) behaves as frame() and warns.
        let tree = Rectangle().frame(width: -10, height: .nan).id("frame")
        let result = frames(tree, in: .window(width: 300, height: 200))
        expectFrame(result.frame("frame"), width: 300, height: 200)
        #expect(result.diagnostics.contains { $0.id == LayoutMessages.frameInvalidLength })
    }

    @Test func nonFinitePaddingUsesTheDefault() {
        let tree = Rectangle().id("rect").padding(.nan)
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("rect"), x: 16, width: 268)
    }

    @Test func contradictoryFlexibleFrameWarns() {
        // min 100 > max 50: max is raised to min, so the frame is 100.
        let tree = Rectangle().frame(minWidth: 100, maxWidth: 50).id("frame")
        let result = frames(tree, in: .window(width: 300, height: 300))
        expectFrame(result.frame("frame"), width: 100)
        #expect(result.diagnostics.contains { $0.id == LayoutMessages.frameContradictory })
    }

    @Test func missingDeviceMetricIsReported() {
        var env = phone
        env.metrics[DeviceMetric.tabBar] = nil
        let result = frames(TabView { Color.red.id("tab") }, in: env)
        expectFrame(result.frame("tab"), height: 759)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.id == LayoutMessages.deviceMetricMissing })
    }

    @Test func nonFiniteWindowIsReported() {
        let result = frames(Color.red, in: .window(width: .infinity, height: 100))
        #expect(result.diagnostics.contains { $0.severity == .error })
    }

    @Test func tenThousandLevelsDeep() {
        // 10,000 nested VStack { … }.padding(1) with a Rectangle at the bottom in 30,000×30,000:
        // the rectangle is inset by 1 on each side per level: 30,000 − 2·10,000 = 10,000.
        var node = Rectangle().id("leaf")
        for _ in 0..<10_000 {
            node = VStack { node }.padding(1)
        }
        let result = frames(node, in: .window(width: 30_000, height: 30_000))
        #expect(result.nodes.count == 20_001)
        expectFrame(result.frame("leaf"), x: 10_000, y: 10_000, width: 10_000, height: 10_000)
    }

    @Test func layingOutTwiceGivesIdenticalFrames() {
        let tree = NavigationStack {
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<5) { _ in Rectangle().aspectRatio(1.5, contentMode: .fit).containerRelativeFrame(.horizontal, count: 3, spacing: 10) } }
            }
        }
        let first = frames(tree, in: phone).nodes.map(\.frame)
        let second = frames(tree, in: phone).nodes.map(\.frame)
        #expect(first == second)
    }
}

/// Found by the property tests: a child whose ideal width is 0, filled to an unspecified height,
/// was proposed 0 × ∞ = NaN wide.
@Suite struct AspectRatioOfAZeroSideTests {
    @Test func aZeroSideStaysZero() {
        // The LazyVStack proposes (400, nil) to aspectRatio(.fill), whose child's ideal size is
        // 0×400 (a zero-width frame, 400 tall from the window): sx = 400/0 = ∞ and sy = ∞, so
        // k = ∞ and the width is 0 × ∞: 0, not NaN.
        let tree = LazyVStack {
            Color.red.frame(width: 0).containerRelativeFrame(.vertical).id("crf").aspectRatio(contentMode: .fill)
        }
        let result = frames(tree, in: .window(width: 400, height: 400))
        let proposal = result.node(named: "crf")?.containerResolution?.proposalToChild
        #expect(proposal?.width?.isNaN == false)
    }
}
