// fixture: an undescribed view named like a list ('InfiniteList(items) { item in row }', a package's paging list) takes the space it is given with its rows from the top, as iOS's List does; it was the fallback's 44-tall stand-in at the centre of the screen (issue 26's wave-7 sample B, file 7; written here)
// window: 300x400
// source: Views/unknown-scroll.yaml ('*List', '*ListView'): the proposed 300×400, its content a column from the top, centred across; the row is the stand-in text "Sample" (17-pt body: 57 wide, 20.333 tall, SF Pro's advances in Views/Text/sf-pro.yaml), x = (300 − 57) / 2 = 121.5
// expect list: x=0 y=0 width=300 height=400
// expect row: x=121.5 y=0 width=57 height=20.333
// expect-guess: list
// expect-diagnostic: warning: unknown view 'InfiniteList'; it is laid out by the stand-in kind for its name 'unknown-scroll'
import SwiftUI

struct Results: View {
    let items = ["Dune", "Arrival"]

    var body: some View {
        InfiniteList(items) { item in
            Text(item).id("row")
        }
        .id("list")
    }
}
