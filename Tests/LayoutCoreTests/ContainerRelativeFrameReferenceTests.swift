import LayoutCore
import Testing

/// The containerRelativeFrame cases of ../shared/reference/layout-cases.md (§A), environment P =
/// iPhone 15 Pro portrait (393×852, safe area 59/0/34/0, so the root is proposed 393×759 at y 59).
@Suite struct ContainerRelativeFrameReferenceTests {
    let phone = Environments.iPhone15Pro

    @Test func crf01HalfTheScreenIgnoringTheParentProposal() {
        // FBM-CRF: the container is the screen; usable height 852 − 59 − 34 = 759, /2 = 379.5.
        // Width 400 passes through from the VStack. x = (393 − 400)/2 = −3.5;
        // y = 59 + (759 − 500)/2 + (500 − 379.5)/2 = 248.75.
        let tree = VStack {
            Rectangle().id("rect").containerRelativeFrame(.vertical) { h, _ in h / 2 }.id("crf")
        }.frame(width: 400, height: 500)
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), x: -3.5, y: 248.75, width: 400, height: 379.5)
        expectFrame(result.frame("rect"), x: -3.5, y: 248.75, width: 400, height: 379.5)
        #expect(result.node(named: "crf")?.containerResolution?.container.nodeID == nil)
    }

    @Test func crf02CountAndSpanForm() {
        // APPLE-CRF formula: (759 − 0 × 1) / 2 × 1 + 0 × 0 = 379.5.
        let tree = VStack {
            Rectangle().containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0).id("crf")
        }.frame(width: 400, height: 500)
        expectFrame(frames(tree, in: phone).frame("crf"), height: 379.5)
    }

    @Test func crf03NearestContainerIsANavigationStackOfHeight200() {
        // FBM-CRF "the final height of the Rectangle is 100": the NavigationStack is 393×200 at
        // y 338.5, touches no inset band and does not subtract its bar: 200 / 2 = 100.
        let tree = NavigationStack {
            VStack {
                Rectangle().containerRelativeFrame(.vertical) { h, _ in h / 2 }.id("crf")
            }.frame(width: 400, height: 500)
        }.frame(height: 200)
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), width: 400, height: 100)
        let resolution = result.node(named: "crf")?.containerResolution
        #expect(resolution?.container.typeName == "NavigationStack")
        #expect(resolution?.usableSize == Size(width: 393, height: 200))
    }

    @Test func crf04AnOverlayOnTheContainerSkipsIt() {
        // FBM-CRF "screen available height / 2": the overlay is not inside the NavigationStack,
        // so 759 / 2 = 379.5; width = the primary's 393; y = 338.5 + 100 − 189.75 = 248.75.
        let tree = NavigationStack {
            VStack { Rectangle() }.frame(width: 400, height: 500)
        }
        .frame(height: 200)
        .overlay(Rectangle().containerRelativeFrame(.vertical) { h, _ in h / 2 }.id("overlay"))
        let result = frames(tree, in: phone)
        expectFrame(result.frame("overlay"), x: 0, y: 248.75, width: 393, height: 379.5)
        let visits = result.node(named: "overlay")?.containerResolution?.visited ?? []
        let skipped = visits.contains {
            if case .secondaryOf(_, "frame", false) = $0.verdict { return true }
            return false
        }
        #expect(skipped, "the overlay modifier is recorded as the reason the NavigationStack is not an ancestor")
    }

    @Test func crf05AxesNotListedKeepTheParentProposal() {
        // FBM-CRF: 393 × 2/3 = 262; the height stays at the VStack's proposal of 100.
        let tree = VStack {
            Rectangle().containerRelativeFrame(.horizontal) { l, axis in axis == .vertical ? l / 2 : l * 2 / 3 }.id("crf")
        }.frame(height: 100)
        expectFrame(frames(tree, in: phone).frame("crf"), width: 262, height: 100)
    }

    @Test func crf06ClosureOnBothAxes() {
        // 393·2/3 = 262; 759/2 = 379.5; origin ((393 − 262)/2, 59 + (759 − 379.5)/2) = (65.5, 248.75).
        let tree = Rectangle().containerRelativeFrame(.both) { l, a in a == .vertical ? l / 2 : l * 2 / 3 }.id("crf")
        expectFrame(frames(tree, in: phone).frame("crf"), x: 65.5, y: 248.75, width: 262, height: 379.5)
    }

    func gallery(spacing: Double) -> ViewNode {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<10) { k in
                    Rectangle().aspectRatio(3.0 / 2.0, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: spacing).id("item\(k)")
                }
            }.id("hstack")
        }.id("scroll")
    }

    @Test func crf07ThreeUpGallery() {
        // FBM-CRF, APPLE-CRF: 393/3 = 131 wide; aspect fit 3:2 in 131×759 → 131/1.5 = 87.333;
        // HStack 10·131 + 9·10 = 1400; items at x 0, 141, 282; the ScrollView hugs 87.333.
        let result = frames(gallery(spacing: 0), in: phone)
        expectFrame(result.frame("item0"), x: 0, width: 131, height: 87.333)
        expectFrame(result.frame("item1"), x: 141, width: 131)
        expectFrame(result.frame("item2"), x: 282, width: 131)
        expectFrame(result.frame("hstack"), width: 1400, height: 87.333)
        expectFrame(result.frame("scroll"), width: 393, height: 87.333)
    }

    @Test func crf08GalleryWithSpacingTen() {
        // (393 − 10·2)/3 = 124.333; /1.5 = 82.889; item 2 at 2·(124.333 + 10) = 268.667.
        let result = frames(gallery(spacing: 10), in: phone)
        expectFrame(result.frame("item0"), x: 0, width: 124.333, height: 82.889)
        expectFrame(result.frame("item2"), x: 268.667, width: 124.333)
        let axes = result.node(named: "item0")?.containerResolution?.axes ?? []
        #expect(axes.first?.formula == "(393 − 10 × 2) / 3 × 1 + 10 × 0 = 124.333")
    }

    @Test func crf09AppleSafeAreaPaddingExample() {
        // APPLE-CRF with safeAreaPadding (FBM-CRF: it is subtracted): usable 393 − 40 = 353;
        // (353 − 30)/4 × 3 + 20 = 262.25; height 262.25/1.5 = 174.833. Content starts at the
        // 20-pt inset; item 1 at 20 + 262.25 + 10 = 292.25. The LazyHStack fills the cross axis.
        let tree = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<5) { k in
                    Rectangle().aspectRatio(3.0 / 2.0, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10).id("item\(k)")
                }
            }
        }.id("scroll").safeAreaPadding(.horizontal, 20)
        let result = frames(tree, in: phone)
        expectFrame(result.frame("item0"), x: 20, width: 262.25, height: 174.833)
        expectFrame(result.frame("item1"), x: 292.25)
        expectFrame(result.frame("scroll"), width: 393, height: 759)
        let subtractions = result.node(named: "item0")?.containerResolution?.subtractions ?? []
        #expect(subtractions.map(\.amount) == [20, 20])
        #expect(subtractions.allSatisfy { if case .safeAreaPadding = $0.reason { true } else { false } })
    }

    @Test func crf10FullSizeOfTheScreen() {
        // APPLE-CRF "occupy the full size of the screen": 393 × (852 − 59 − 34) = 393×759.
        let tree = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<4) { k in Rectangle().containerRelativeFrame(.both).id("item\(k)") }
            }
        }
        let result = frames(tree, in: phone)
        expectFrame(result.frame("item0"), x: 0, width: 393, height: 759)
        expectFrame(result.frame("item1"), x: 393, width: 393, height: 759)
        #expect(result.diagnostics.isEmpty, "the scroll view's height is its proposal here, so nothing is unstable")
    }

    @Test func crf11AppleClosureExampleTopLeading() {
        // APPLE-CRF code: only .horizontal is listed, so width = 393/5 = 78.6 (the /3 branch is
        // never called). Aspect fill 1:1 in 78.6×759 → 759×759; frame origin ((393 − 78.6)/2, 59).
        let tree = Rectangle().id("rect").aspectRatio(1, contentMode: .fill)
            .containerRelativeFrame(.horizontal, alignment: .topLeading) { length, axis in axis == .vertical ? length / 3 : length / 5 }
            .id("crf")
        let result = frames(tree, in: phone)
        expectFrame(result.frame("crf"), x: 157.2, y: 59, width: 78.6, height: 759)
        expectFrame(result.frame("rect"), x: 157.2, y: 59, width: 759, height: 759)
    }

    @Test func crf12GoldenRatioBackground() {
        // FBM-CRF: the NavigationStack is full screen and does not subtract its bar: 393×759;
        // 759 × (1 − 0.618) = 289.938; orange sits at blue's bottom.
        let tree = NavigationStack {
            Text("Hello World").background(
                Color.blue.containerRelativeFrame(.both).id("blue")
                    .overlay(alignment: .bottom) {
                        Color.orange.containerRelativeFrame(.vertical) { l, _ in l * (1 - 0.618) }.id("orange")
                    })
        }
        let result = frames(tree, in: phone)
        let blue = result.frame("blue")
        let orange = result.frame("orange")
        expectFrame(blue, width: 393, height: 759)
        expectFrame(orange, width: 393, height: 289.938)
        #expect(abs(orange.maxY - blue.maxY) < 0.01)
    }

    @Test func crf13ScrollViewAsAMeasuringContainer() {
        // FBM-CRF RatioSplitHStack: the ScrollView is 300×60 centred in the safe area:
        // x = (393 − 300)/2 = 46.5, y = 59 + (759 − 60)/2 = 408.5; 300·0.25 = 75, 300·0.75 = 225.
        let tree = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.clear.containerRelativeFrame(.horizontal) { l, _ in l * 0.25 }.id("left")
                Color.clear.containerRelativeFrame(.horizontal) { l, _ in l * 0.75 }.id("right")
            }
        }.id("scroll").frame(width: 300, height: 60)
        let result = frames(tree, in: phone)
        expectFrame(result.frame("scroll"), x: 46.5, y: 408.5, width: 300, height: 60)
        expectFrame(result.frame("left"), x: 46.5, y: 408.5, width: 75, height: 60)
        expectFrame(result.frame("right"), x: 121.5, y: 408.5, width: 225, height: 60)
    }
}
