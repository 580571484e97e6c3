// fixture: a layout modifier written on a 'ForEach' or on a 'Group' of several views applies to each member, so the stack it is in places each padded or framed member as its own child. It was one padding around the whole list, and 'Group { HeaderCell(…); HeaderCell(…) }.frame(maxWidth: .infinity)' in an HStack stacked its members vertically inside one frame (issue 26: wave-7A sample, a 3-column grid's cells drawn as one column, a table header's cells stacked). Written here.
// device: iphone-17-pro
// source: Apple, Group: "modifiers applied to a group apply to each of its members"; ForEach is a list of views the same way (its modifiers apply to each view it makes). iPhone 17 Pro: 402×874, safe area top 62, bottom 34 (Devices/iphone-17-pro.yaml)
// expect a: x=196 y=416 width=10 height=10        (each cell padded by 5: 20 tall; VStack 3 × 20 + 20 = 80 tall, centred: y = 62 + (874 − 62 − 34 − 80) / 2 = 411; a = 411 + 5; x = (402 − 20) / 2 + 5)
// expect b: x=196 y=436 width=10 height=10        (411 + 20 + 5)
// expect c: x=196 y=456 width=10 height=10        (411 + 40 + 5)
// expect fixed: x=0 y=471 width=40 height=20       (the HStack below the cells: 411 + 60)
// expect left: x=40 y=471 width=181 height=20      (each member its own maxWidth frame: (402 − 40) / 2 = 181)
// expect right: x=221 y=471 width=181 height=20    (40 + 181)
import SwiftUI

struct ViewListModifiers: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(["a", "b", "c"], id: \.self) { name in
                Color.red
                    .frame(width: 10, height: 10)
                    .id(name)
            }
            .padding(5)
            HStack(spacing: 0) {
                Color.blue
                    .frame(width: 40, height: 20)
                    .id("fixed")
                Group {
                    Color.green.frame(height: 20).id("left")
                    Color.yellow.frame(height: 20).id("right")
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}
