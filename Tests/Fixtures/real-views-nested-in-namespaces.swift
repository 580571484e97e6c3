// fixture: a file whose only view is declared inside an extension of a type of another file ('extension StatusEditor { struct PollView: View }', also inside an enum or class used as a namespace) lays that view out; it said "no view to lay out" (the pattern of 5 of 100 random files of 13 apps in issue 26's wave-5 sample: IceCubes, Swiftfin, eul; written here)
// window: 300x200
// source: the file stem names no view, so FrameLab takes the last view that needs no arguments (RootChooser): PollOptionRow, a 200×40 frame centred in the window
// expect row: x=50 y=80 width=200 height=40        ((300 − 200) / 2, (200 − 40) / 2)
import SwiftUI

extension ComposerScreen {
    struct PollOptionRow: View {
        var body: some View {
            Text("Option 1")
                .frame(width: 200, height: 40)
                .id("row")
        }
    }
}
