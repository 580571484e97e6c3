// fixture: a frame length read from a GeometryReader's proxy ('proxy.size.width / 2', 'proxy.size.height * 0.25', 'proxy.size.width - 40') is computed from the reader's size at layout, and 'proxy.safeAreaInsets.top' is the device's top safe area (ViewTranslator+GeometryProxy.swift, ReaderRelativeFrameLayout.swift): these were ignored with a warning, so a 'Color.white.frame(width: proxy.size.width, height: proxy.safeAreaInsets.top)' strip covered the whole screen (issue 26's wave-7 sample, a cart and a profile screen; written here)
// device: iphone-17-pro
// source: Devices/: 402×874 points, safe area top 62, bottom 34; the GeometryReader at the root fills the safe area, 402 × (874 − 62 − 34) = 402 × 778 at y = 62, and places its child at its top-leading corner [doc: GeometryProxy.size is the container's size]; VStack(spacing: 0): 62 + 194.5 = 256.5 tall, 362 wide (the widest), its children centred in it
// expect half: x=80.5 y=62 width=201 height=62          (402 / 2 = 201 wide, 62 (safeAreaInsets.top) tall; x = (362 − 201) / 2)
// expect quarter: x=0 y=124 width=362 height=194.5      (402 − 40 = 362 wide, 778 × 0.25 = 194.5 tall; y = 62 + 62)
import SwiftUI

struct Profile: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                Color.red
                    .frame(width: proxy.size.width / 2, height: proxy.safeAreaInsets.top)
                    .id("half")
                Color.blue
                    .frame(width: proxy.size.width - 40, height: proxy.size.height * 0.25)
                    .id("quarter")
            }
        }
    }
}
