// fixture: 'UIDevice.current.userInterfaceIdiom' is the device's idiom ('.phone' on an iPhone, '.pad' on an iPad), so '== .pad ? 300 : 100' and 'if … == .phone' choose as on the device. It compared the name 'userInterfaceIdiom' with 'pad', silently false on every device (issue 26: wave-7A sample, a bottom tab bar sized by the idiom). Written here.
// device: iphone-17-pro
// source: Apple, UIDevice.userInterfaceIdiom (UIUserInterfaceIdiom.phone on iPhone); iPhone 17 Pro 402×874, safe area 62/34 (Devices/iphone-17-pro.yaml)
// expect tab: x=151 y=403.5 width=100 height=20          (not a pad: 100; VStack 20 + 75 = 95 tall: y = 62 + (778 − 95) / 2 = 403.5)
// expect phoneOnly: x=176 y=423.5 width=50 height=75     (a phone: the branch is laid out; x = (402 − 50) / 2)
import SwiftUI

struct IdiomSizedTab: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: UIDevice.current.userInterfaceIdiom == .pad ? 300 : 100, height: 20)
                .id("tab")
            if UIDevice.current.userInterfaceIdiom == .phone {
                Color.blue
                    .frame(width: 50, height: 75)
                    .id("phoneOnly")
            }
        }
    }
}
