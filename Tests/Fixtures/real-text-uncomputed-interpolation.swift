// fixture: a Text literal whose interpolations FrameLab cannot compute ('Text("\(dayFormatter.string(from: result.createdAt))")', 'Text("Rank \(result.rank)")') lays out the stand-in text "Sample" in their place, with a warning, marked as a guess; it was measured as the interpolation's source code, silently (a 44-wide calendar cell 218 tall in issue 26's wave-5 sample: isowords' CalendarView; written here)
// window: 300x200
// source: "Sample" at body 17 pt is 57 wide (FrameLab's advance table, 56.848 rounded up to the 3× pixel grid), 20.333 tall (ceil(17 × 2444/2048 × 3) / 3); the VStack(spacing: 0) is 40.667 tall, y = (200 − 40.667) / 2 = 79.667
// expect day: x=121.5 y=79.667 width=57 height=20.333        ((300 − 57) / 2)
// expect rank: y=100 height=20.333                           (79.667 + 20.333; one line of "Rank Sample")
// expect-guess: day
// expect-guess: rank
// expect-diagnostic: warning: FrameLab cannot compute '\(dayFormatter.string(from: result.created
// expect-diagnostic: warning: FrameLab cannot compute '\(result.rank)' in the text '"Rank \(result.rank)"'; it lays out "Rank Sample"
import SwiftUI

struct DayCell: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("\(dayFormatter.string(from: result.createdAt))")
                .id("day")
            Text("Rank \(result.rank)")
                .id("rank")
        }
    }
}
