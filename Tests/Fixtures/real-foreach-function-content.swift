// fixture: a function or an initializer passed as ForEach's content ('content: cell', 'content: Bar.init', 'content: Bar.init(length:)', 'content: Dot.init' with its own 'init(size:)') is called once per element, as the closure '{ cell($0) }' is (issue 26's 'ForEach(items, content: rowView)' and 'ForEach(items, id: \.self, content: Row.init)'; written here). It was an error: "ForEach needs a content closure"
// window: 300x400
// source: each row is an HStack(spacing: 0) of the copies; rows in a VStack(spacing: 0): 20 + 30 + 10 + 12 = 72 tall, top = (400 − 72)/2 = 164
// expect cells: x=100 y=164 width=100 height=20    (cell(40) + cell(60): 40 + 60 = 100 wide, each element's own width; x = (300 − 100)/2)
// expect bars: x=120 y=184 width=60 height=30      (Bar.init: the memberwise 'length:', 10 + 20 + 30 = 60 wide, 30 tall; x = (300 − 60)/2)
// expect labelled: x=135 y=214 width=30 height=10  (Bar.init(length:) over [5, 25]: 5 + 25 = 30 wide, the Bar height 30 framed to 10; x = (300 − 30)/2)
// expect dots: x=140 y=224 width=20 height=12      (Dot.init is init(size:): squares of 8 and 12, 8 + 12 = 20 wide, 12 tall; x = (300 − 20)/2)
import SwiftUI

struct Bar: View {
    let length: CGFloat
    var body: some View { Color.green.frame(width: length, height: 30) }
}

struct Dot: View {
    let side: CGFloat
    init(size: CGFloat) { side = size }
    var body: some View { Color.blue.frame(width: side, height: side) }
}

struct Strip: View {
    let widths: [CGFloat] = [40, 60]

    func cell(_ width: CGFloat) -> some View {
        Color.red.frame(width: width, height: 20)
    }

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(widths, id: \.self, content: cell)
            }
            .id("cells")
            HStack(spacing: 0) {
                ForEach([10, 20, 30], id: \.self, content: Bar.init)
            }
            .id("bars")
            HStack(spacing: 0) {
                ForEach([5, 25], id: \.self, content: Bar.init(length:))
            }
            .frame(height: 10)
            .id("labelled")
            HStack(spacing: 0) {
                ForEach([8, 12], id: \.self, content: Dot.init)
            }
            .id("dots")
        }
    }
}
