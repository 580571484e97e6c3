// fixture: a LazyVGrid whose columns FrameLab cannot read ('@State var columns: [GridItem]' set in init from a value of another file) lays out with a guessed [GridItem(.adaptive(minimum: 80))] and a warning, instead of failing the file (issue 26's wave-5 sample: Aidoku's HomeGridView; written here)
// window: 300x200
// source: LazyVGrid adaptive tracks (GridItem.Size.adaptive): as many 80-wide cells as fit with 8 spacing, floor((300 + 8) / (80 + 8)) = 3 across, each (300 − 2 × 8) / 3 = 94.667 wide; one row 50 tall, centred: y = (200 − 50) / 2 = 75
// expect first: x=0 y=75 width=94.667 height=50
// expect second: x=102.667 y=75 width=94.667 height=50     (94.667 + 8)
// expect-diagnostic: warning: FrameLab cannot read 'columns' as [GridItem]; it lays out GridItem(.adaptive(minimum: 80)) in its place
import SwiftUI

struct CoverGrid: View {
    @State private var columns: [GridItem]

    init() {
        _columns = State(initialValue: LibrarySettings.shared.gridColumns)
    }

    var body: some View {
        LazyVGrid(columns: columns, spacing: 8) {
            Color.red.frame(height: 50).id("first")
            Color.green.frame(height: 50).id("second")
        }
    }
}
