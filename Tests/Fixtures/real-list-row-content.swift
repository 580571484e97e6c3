// fixture: 'List(data, rowContent: …)', with a closure or a function, lays out its rows (issue 26's function-as-content form, met with List's label: 'List(items, id: \.self, rowContent: row)'; written here). Both lists were empty, silently: only a trailing or 'content:' closure was read
// device: iphone-15-pro
// os: ios18
// source: HStack(spacing: 0) of two lists, each 393/2 = 196.5 wide, narrower than 390: the narrow inset-grouped margin 16 (list-narrow-margin.swift, Devices/platform-ios.yaml list.insetGrouped.margin.narrow)
// row x = margin 16 + row inset 16 = 32 from the list's edge; width = 196.5 − 2 × 16 − 2 × 16 = 132.5; y = 59 (safe area) + empty header band 17.667 + 11 + (44 − 22 − 20)/2 = 88.667
// expect function: x=32 y=88.667 width=132.5 height=20      (rowContent: bar, bar(20))
// expect closure: x=228.5 y=88.667 width=132.5 height=20    (rowContent: { … }; x = 196.5 + 32)
import SwiftUI

struct Lists: View {
    func bar(_ height: CGFloat) -> some View {
        Rectangle().frame(height: height).id("function")
    }

    var body: some View {
        HStack(spacing: 0) {
            List([20], id: \.self, rowContent: bar)
            List([20], id: \.self, rowContent: { height in
                Rectangle().frame(height: height).id("closure")
            })
        }
    }
}
