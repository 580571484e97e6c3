import LayoutCore
import Testing

/// Windows, safe area, ScrollView, NavigationStack, TabView, NavigationSplitView and List
/// (layout-semantics.md §4.5, §4.6, §5, §6, §8.5; device figures from device-metrics.md).
@Suite struct ContainerLayoutTests {
    let phone = Environments.iPhone15Pro

    @Test func sa01ColorAtTheRootRespectsTheSafeArea() {
        // Digest §4.6: the root is proposed the safe area 393 × (852 − 59 − 34) at y 59.
        expectFrame(frames(Color.red.id("red"), in: phone).frame("red"), x: 0, y: 59, width: 393, height: 759)
    }

    @Test func ignoresSafeAreaGrowsIntoTheInsets() {
        // OSU-Safe: the colour's frame touches both bands, so it grows to the whole 393×852 screen.
        let tree = Color.red.id("red").ignoresSafeArea()
        expectFrame(frames(tree, in: phone).frame("red"), x: 0, y: 0, width: 393, height: 852)
    }

    @Test func ignoresSafeAreaOnSomeEdges() {
        // Only .top: 759 + 59 = 818 tall from y 0.
        let tree = Color.red.id("red").ignoresSafeArea(edges: .top)
        expectFrame(frames(tree, in: phone).frame("red"), x: 0, y: 0, width: 393, height: 818)
    }

    @Test func ignoresSafeAreaAfterAFixedFrameOnlyMovesIt() {
        // Digest §3.8: Color.red.frame(height: 100).ignoresSafeArea() — the frame stays 100 tall;
        // it sits centred (y = 59 + 329.5 = 388.5) and touches no band, so nothing grows.
        let tree = Color.red.frame(height: 100).id("frame").ignoresSafeArea()
        expectFrame(frames(tree, in: phone).frame("frame"), y: 388.5, height: 100)
    }

    @Test func sv01TallChildInAVerticalScrollView() {
        // FG-SV: the ScrollView is exactly as tall as proposed (500); content 300×1000 at the top.
        let tree = ScrollView { Rectangle().frame(height: 1000).id("content") }.id("scroll")
        let result = frames(tree, in: .window(width: 300, height: 500))
        expectFrame(result.frame("scroll"), x: 0, y: 0, width: 300, height: 500)
        expectFrame(result.frame("content"), x: 0, y: 0, width: 300, height: 1000)
    }

    @Test func verticalScrollViewHugsItsContentAcross() {
        // FG-SV: a vertical ScrollView is only as wide as its content (50), centred: x = 125.
        let tree = ScrollView { Rectangle().frame(width: 50, height: 50) }.id("scroll")
        expectFrame(frames(tree, in: .window(width: 300, height: 500)).frame("scroll"), x: 125, width: 50, height: 500)
    }

    @Test func containerRelativeFrameOnTheNonScrollAxisWarns() {
        // Digest §8.6 (FBM-CRF "might cause the application to crash"): a vertical ScrollView
        // hugging an HStack whose items measure the width: the proposal (300) is used, with a warning.
        let tree = ScrollView {
            HStack { Rectangle().frame(height: 20).containerRelativeFrame(.horizontal) { l, _ in l / 2 }.id("half") }
        }
        let result = frames(tree, in: .window(width: 300, height: 500))
        expectFrame(result.frame("half"), width: 150)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.id == LayoutMessages.unstableScrollAxis })
    }

    @Test func navigationStackContentSitsBelowTheInlineBar() {
        // FBM-CRF / digest §5: content is proposed 393 × (759 − 44) = 715 and starts at 59 + 44 = 103
        // (naive bar bottom; QMUI measures 97.67, see device-metrics.md §4).
        let tree = NavigationStack { Color.red.id("content") }.id("nav")
        let result = frames(tree, in: phone)
        expectFrame(result.frame("nav"), x: 0, y: 59, width: 393, height: 759)
        expectFrame(result.frame("content"), x: 0, y: 103, width: 393, height: 715)
    }

    @Test func largeTitleUsesTheLargeBar() {
        // A title with the automatic display mode shows the large bar (96, HN-12): 759 − 96 = 663.
        let tree = NavigationStack { Color.red.id("content").navigationTitle("Inbox") }
        expectFrame(frames(tree, in: phone).frame("content"), y: 155, height: 663)
        let inline = NavigationStack { Color.red.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
        expectFrame(frames(inline, in: phone).frame("content"), y: 103, height: 715)
    }

    @Test func hiddenToolbarRemovesTheBar() {
        let tree = NavigationStack { Color.red.id("content").toolbarHidden() }
        expectFrame(frames(tree, in: phone).frame("content"), y: 59, height: 759)
    }

    @Test func navigationStackDoesNotSubtractItsBarFromContainerRelativeFrame() {
        // FBM-CRF "when used in a NavigationStack, the toolbar height is not subtracted": 759.
        let tree = NavigationStack { Color.red.containerRelativeFrame(.vertical).id("crf") }
        expectFrame(frames(tree, in: phone).frame("crf"), height: 759)
    }

    @Test func scrollViewInANavigationStackSubtractsTheBar() {
        // Digest §8.5 "nested containers": the ScrollView extends under the bar and insets its
        // content, so the size it provides is 759 − 44 = 715; its content starts at 103.
        let tree = NavigationStack {
            ScrollView { Color.red.frame(height: 20).containerRelativeFrame(.vertical).id("crf") }.id("scroll")
        }
        let result = frames(tree, in: phone)
        expectFrame(result.frame("scroll"), y: 59, height: 759)
        expectFrame(result.frame("crf"), y: 103, height: 715)
        let reasons = result.node(named: "crf")?.containerResolution?.subtractions.map(\.reason) ?? []
        #expect(reasons == [.bar(metric: DeviceMetric.navigationBarInline, bar: .navigationBar)])
    }

    @Test func tabViewSubtractsTheTabBar() {
        // FBM-CRF "total height of the TabView minus the safe area above and the TabBar below":
        // 852 − 59 − 34 − 49 = 710; the tab's content is proposed the same 393×710 at y 59.
        let tree = TabView {
            Color.red.containerRelativeFrame(.vertical).id("crf")
            Color.blue.id("second")
        }
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), y: 59, height: 710)
        expectFrame(result.frame("second"), y: 59, height: 710)
        #expect(result.node(named: "crf")?.containerResolution?.container.part == "tab 1")
    }

    @Test func tabViewOnTheSE() {
        // iPhone SE: 667 − 20 − 0 − 49 = 598.
        let tree = TabView { Color.red.containerRelativeFrame(.vertical).id("crf") }
        expectFrame(frames(tree, in: Environments.iPhoneSE).frame("crf"), height: 598)
    }

    @Test func splitViewColumnsOnIPadLandscape() {
        // iPad Pro 11" landscape 1194×834, insets 24/0/20/0; sidebar 320 (inferred); the detail
        // column is 1194 − 320 = 874. Each column subtracts the 50-pt bar (FBM-CRF, HN-12):
        // 834 − 24 − 20 − 50 = 740.
        let tree = NavigationSplitView {
            Color.red.containerRelativeFrame(.both).id("sidebar")
        } detail: {
            Color.blue.containerRelativeFrame(.both).id("detail")
        }
        let result = frames(tree, in: Environments.iPadPro11Landscape)
        expectFrame(result.frame("sidebar"), x: 0, width: 320, height: 740)
        expectFrame(result.frame("detail"), x: 320, width: 874, height: 740)
        #expect(result.node(named: "detail")?.containerResolution?.container.part == "detail column")
    }

    @Test func splitViewCollapsesOnACompactPhone() {
        // Compact width: each column is the whole 393 wide; height 759 − 44 = 715.
        let tree = NavigationSplitView {
            Color.red.containerRelativeFrame(.both).id("sidebar")
        } detail: {
            Color.blue.id("detail")
        }
        expectFrame(frames(tree, in: phone).frame("sidebar"), x: 0, width: 393, height: 715)
    }

    @Test func landscapePhoneInsetsBothSides() {
        // PL: 852×393, insets 0/59/21/59: usable 852 − 118 = 734 wide, 393 − 21 = 372 tall.
        let tree = Rectangle().containerRelativeFrame(.both).id("crf")
        expectFrame(frames(tree, in: Environments.iPhone15ProLandscape).frame("crf"), x: 59, y: 0, width: 734, height: 372)
    }

    @Test func listRowsAreInset() {
        // ListBehaviour defaults (unsourced, digest §5 "List"): margins 20, row insets 16/11,
        // minimum row 44. A 20-tall row: max(20 + 22, 44) = 44 high, content at x 20 + 16 = 36,
        // width 393 − 40 − 32 = 321, y 59 + 11 + (44 − 22 − 20)/2 = 71.
        let tree = List {
            Rectangle().frame(height: 20).id("row0")
            Rectangle().frame(height: 20).id("row1")
        }
        let result = frames(tree, in: phone)
        expectFrame(result.frame("row0"), x: 36, y: 71, width: 321, height: 20)
        expectFrame(result.frame("row1"), y: 115)
    }

    @Test func listBehaviourDecidesWhetherTheListIsMeasured() {
        // Documented (APPLE-CRF): the list is measured: 759. Observed (FBM-CRF, Xcode 15.3):
        // passed by, so the window answers 759 too but the resolution names the window.
        let tree = List { Rectangle().containerRelativeFrame(.vertical) { l, _ in l / 2 }.id("crf") }
        let measured = frames(tree, in: phone)
        #expect(measured.node(named: "crf")?.containerResolution?.container.typeName == "List")
        var passing = phone
        passing.listContainerPolicy = .passesBy
        let passed = frames(tree, in: passing)
        #expect(passed.node(named: "crf")?.containerResolution?.container.typeName == "window")
    }

    @Test func aKindThatDoesNotProvideASizeIsPassedBy() {
        // A Form kind with providesContainerSize false: the search goes on to the window.
        let tree = container(Kinds.form, [Rectangle().frame(height: 10).containerRelativeFrame(.horizontal) { l, _ in l / 3 }.id("crf")])
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), width: 131)
        let visits = result.node(named: "crf")?.containerResolution?.visited ?? []
        #expect(visits.contains { if case .passedBy = $0.verdict { true } else { false } })
    }

    @Test func safeAreaPaddingActsAsPaddingOnOrdinaryViews() {
        // APPLE-SAP, digest §3.9: a colour (not a container) is padded: 300 − 2·20 = 260.
        let tree = Color.red.id("red").safeAreaPadding(.horizontal, 20)
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("red"), x: 20, width: 260)
    }

    @Test func safeAreaInsetReservesAnEdge() {
        // safeAreaInset(edge: .bottom, spacing: 0) with a 50-tall bar: the primary gets 300 − 50.
        let tree = Color.red.id("main").safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") }
        let result = frames(tree, in: .window(width: 300, height: 300))
        expectFrame(result.frame("main"), y: 0, height: 250)
        expectFrame(result.frame("bar"), y: 250, height: 50)
    }
}

/// What a container records about itself for pictures and explanations.
@Suite struct ContainerGeometryTests {
    @Test func contentInsetsIncludeTheBar() {
        // The NavigationStack at the root touches no inset band itself; its content sits below the
        // 44-pt inline bar (UYL-X, QMUI).
        let result = frames(NavigationStack { Color.red }.id("nav"), in: Environments.iPhone15Pro)
        let geometry = result.node(named: "nav")?.containerGeometry
        #expect(geometry?.contentInsets == EdgeInsets(top: 44, leading: 0, bottom: 0, trailing: 0))
        #expect(geometry?.usableSize == Size(width: 393, height: 759))
    }
}
