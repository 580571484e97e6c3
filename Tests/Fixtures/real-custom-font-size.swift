// fixture: a font FrameLab has no metrics for but whose size the source states, '.custom("Onest", size: 34)' (a font bundled with the app) or an app's own font function given a size ('.brandBold(size: 12)', defined in another file), measures its text in the system font at that size and weight, with a warning. It was the font in effect (17-pt body), a 34-pt title measured half its height (issue 26: wave-7A sample, a card's emoji icon and a receipt's every line in a custom font). Written here.
// device: iphone-17-pro
// source: the system font's line heights (the text tables FrameLab measures '.system(size:)' with): 34 pt is 40.667 tall, 12 pt 14.333; a custom font's 'size:' is its point size at the default Dynamic Type size (Apple, Font.custom(_:size:))
// expect system: x=184 y=382.833 height=40.667     (VStack 40.667 × 3 + 14.333 = 136.333 tall: y = 62 + (778 − 136.333) / 2)
// expect custom: x=184 y=423.5 width=31.667 height=40.667   (the same as the system font at 34: 382.833 + 40.667)
// expect customBold: x=184 y=464.167 width=34 height=40.667 (bold is wider: 34 as '.system(size: 34).weight(.bold)')
// expect appFont: x=184 y=504.833 width=12 height=14.333    (12 pt: 464.167 + 40.667)
import SwiftUI

struct CustomFontTitles: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Hi")
                .font(.system(size: 34))
                .id("system")
            Text("Hi")
                .font(.custom("Onest", size: 34))
                .id("custom")
            Text("Hi")
                .font(Font.custom("Onest", size: 34).weight(.bold))
                .id("customBold")
            Text("Hi")
                .font(.brandBold(size: 12))
                .id("appFont")
        }
    }
}
