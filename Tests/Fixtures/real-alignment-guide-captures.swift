// fixture: alignmentGuide closures with a capture list ('{ [inset] d in d[.trailing] - inset }', '{ [shift = inset * 2] _ in shift }') and an ignored parameter ('{ _ in 10 }') are run, not dropped (the pattern of EhPanda's TagCloudView '[proxyWidth = proxy.size.width]', docs/real-files.md; written here)
// window: 300x200
// source: a VStack(alignment: .leading) lines its children's leading guides up (SwiftUI's alignmentGuide docs)
// guides: base 0; captured 40 − 6 = 34; renamed 6 × 2 = 12; constant 10. Extents from the line: base [0, 100], captured [−34, 6], renamed [−12, 28], constant [−10, 30]
// the stack is 100 + 34 = 134 wide and 40 tall: x = (300 − 134) / 2 = 83, the line at 83 + 34 = 117; y = (200 − 40) / 2 = 80
// expect base: x=117 y=80 width=100 height=10
// expect captured: x=83 y=90 width=40 height=10
// expect renamed: x=105 y=100 width=40 height=10
// expect constant: x=107 y=110 width=40 height=10
import SwiftUI

struct Guides: View {
    var inset: CGFloat = 6

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("base")
            Color.blue.frame(width: 40, height: 10)
                .alignmentGuide(.leading) { [inset] d in d[.trailing] - inset }
                .id("captured")
            Color.green.frame(width: 40, height: 10)
                .alignmentGuide(.leading) { [shift = inset * 2] _ in shift }
                .id("renamed")
            Color.gray.frame(width: 40, height: 10)
                .alignmentGuide(.leading) { _ in 10 }
                .id("constant")
        }
    }
}
