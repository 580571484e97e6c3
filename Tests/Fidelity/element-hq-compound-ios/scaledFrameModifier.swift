// fixture: Compound scaledFrame preview: twelve resizable heart.circle.fill symbols framed by a @ScaledMetric(relativeTo: .title) size of 24, each under its own .dynamicTypeSize (xSmall … accessibility5), in a default-spacing VStack centred in the iPhoneX preset's 375×812 window
// class: symbols
// strategy: fixed 375x812
// device: iphone-se-3
// os: ios18
// scale: 2
// dynamic-type: medium
// source: element-hq/compound-ios@81ba8bd8b3971beac252129c5466d7eac2f2ec31 Sources/Compound/Layout/ScaledFrameModifier.swift ScaledFrameModifier_Previews (ForEach(DynamicTypeSize.allCases) { likeButtonLabel.dynamicTypeSize($0) }; scaledFrame(size: 24, relativeTo: .title) = .frame(width: @ScaledMetric 24, height: @ScaledMetric 24)) via Tests/CompoundTests/PreviewTests.swift (default preview layout → .device(config: .iPhoneX), safe area 1, displayScale 2); image element-hq/compound-ios-snapshots@dc6050e34e5d153bf28ad4bfa7f50efc9b704125 PreviewTests/scaledFrameModifier.iPhone-16-en-US-0.png 750×1624 px ÷ 2; the resizable circle fills its frame (24 × 24 at large): ink row bands px 351-395, 411-456, 472-519, 535-583, 599-650, 666-720, 736-794, 810-875, 891-963, 979-1059, 1075-1161, 1177-1273 give the twelve sizes and tops; check: their sum 373 + 11 × 8 = 461 = 812 − 2 × 175.5, and every pitch is (sᵢ + sᵢ₊₁) ÷ 2 + 8; x is (375 − s) ÷ 2, drawn pixel-rounded, so no x
// expect xSmall: y=175.5 width=22 height=22
// expect small: y=205.5 width=22.5 height=22.5
// expect medium: y=236 width=23.5 height=23.5
// expect large: y=267.5 width=24 height=24
// expect xLarge: y=299.5 width=25.5 height=25.5
// expect xxLarge: y=333 width=27 height=27
// expect xxxLarge: y=368 width=29 height=29
// expect accessibility1: y=405 width=32.5 height=32.5
// expect accessibility2: y=445.5 width=36 height=36
// expect accessibility3: y=489.5 width=40 height=40
// expect accessibility4: y=537.5 width=43 height=43
// expect accessibility5: y=588.5 width=48 height=48
struct LikeButtonLabel: View {
    @ScaledMetric(relativeTo: .title) var size = 24.0
    var body: some View {
        Image(systemName: "heart.circle.fill")
            .resizable()
            .frame(width: size, height: size)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            LikeButtonLabel()
                .dynamicTypeSize(.xSmall)
                .id("xSmall")
            LikeButtonLabel()
                .dynamicTypeSize(.small)
                .id("small")
            LikeButtonLabel()
                .dynamicTypeSize(.medium)
                .id("medium")
            LikeButtonLabel()
                .dynamicTypeSize(.large)
                .id("large")
            LikeButtonLabel()
                .dynamicTypeSize(.xLarge)
                .id("xLarge")
            LikeButtonLabel()
                .dynamicTypeSize(.xxLarge)
                .id("xxLarge")
            LikeButtonLabel()
                .dynamicTypeSize(.xxxLarge)
                .id("xxxLarge")
            LikeButtonLabel()
                .dynamicTypeSize(.accessibility1)
                .id("accessibility1")
            LikeButtonLabel()
                .dynamicTypeSize(.accessibility2)
                .id("accessibility2")
            LikeButtonLabel()
                .dynamicTypeSize(.accessibility3)
                .id("accessibility3")
            LikeButtonLabel()
                .dynamicTypeSize(.accessibility4)
                .id("accessibility4")
            LikeButtonLabel()
                .dynamicTypeSize(.accessibility5)
                .id("accessibility5")
        }
    }
}
