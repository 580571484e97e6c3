// fixture: 'UIScreen.main.bounds.width' (and '.height', '.size.width', '.scale'), which real apps size views with, reads the device's screen in points in its orientation: iPhone 15 Pro 393×852 portrait, scale 3. It was an unknown value, the argument ignored with a warning (issue 26: wave-6 sample, a banner half the screen wide filled it). In a window that is not the whole screen (a snapshot's fixed window) the screen is not known and it stays a warned unknown. Written here.
// device: iphone-15-pro
// source: Devices/iphone-15-pro.yaml (393×852 points, scale 3); UIScreen.bounds is the screen in the current orientation (Apple: "UIScreen.bounds … is interface-oriented" since iOS 8)
// expect half: x=98.25 y=375.4 width=196.5 height=40        (393 / 2 = 196.5; the VStack is 40 + 85.2 + 1 = 126.2 tall and 196.5 wide, centred in the safe area: x = (393 − 196.5) / 2 = 98.25, y = 59 + (852 − 59 − 34 − 126.2) / 2 = 375.4)
// expect quarter: x=98.25 y=415.4 width=98.25 height=85.2  (393 × 0.25 = 98.25; 852 / 10 = 85.2)
// expect hairline: x=98.25 y=500.6 width=100 height=1      (3 / scale 3 = 1)
import SwiftUI

struct ScreenSizedBanner: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: UIScreen.main.bounds.width / 2, height: 40)
                .id("half")
            Color.blue
                .frame(width: UIScreen.main.bounds.size.width * 0.25, height: UIScreen.main.bounds.height / 10)
                .id("quarter")
            Color.green
                .frame(width: 100, height: 3 / UIScreen.main.scale)
                .id("hairline")
        }
    }
}
