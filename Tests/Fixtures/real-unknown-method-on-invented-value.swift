// fixture: a Text of an unknown method on a value FrameLab invents ('Date().toDD()', an app's extension on Date) is the stand-in text "Sample", marked and warned, as other texts FrameLab cannot compute are; it was the whole sample date "Jan 1, 2026", unmarked, where iOS shows a day number (issue 26's wave-7 sample, a calendar header; written here). 'formatted()' of the sample date still reads as the sample date
// window: 300x200
// source: "Sample" at body 17 pt: 57 wide, 20.333 tall (as in real-stand-ins-not-dropped); "Jan 1, 2026" at body 17 pt: 88 wide (FrameLab's advance table, rounded to the 3× pixel grid); VStack(spacing: 0) 40.667 tall, y = (200 − 40.667) / 2 = 79.667
// expect day: x=121.5 y=79.667 width=57 height=20.333        (106 + (88 − 57) / 2; was "Jan 1, 2026", 88 wide)
// expect date: x=106 y=100 width=88 height=20.333           ((300 − 88) / 2, the VStack 88 wide; 79.667 + 20.333)
// expect-guess: day
// expect-diagnostic: warning: FrameLab cannot compute the text 'Date().toDD()'
import SwiftUI

struct DayHeader: View {
    var body: some View {
        VStack(spacing: 0) {
            Text(Date().toDD())
                .id("day")
            Text(Date().formatted())
                .id("date")
        }
    }
}
