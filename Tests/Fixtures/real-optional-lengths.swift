// fixture: optional lengths of real code: 'cond ? 50 : nil' takes the branch its condition chooses (the first, a guess with the condition's warning, when FrameLab cannot evaluate it), 'anchor?.width ?? 20' is the fallback when the optional is nil (and, when FrameLab cannot know the optional, the fallback with a warning), and '.padding(cond ? .leading : .trailing, 10)' pads the edge the condition chooses (issue 26's 'cond ? x : nil' and 'a?.width'; yattee's '.padding(panelSide == .left ? .leading : .trailing, …)'; written here)
// window: 300x200
// source: Color fills its frame; VStack(spacing: 0) centres its children; .padding(.leading, 10) adds 10 on the leading edge
// widths: chosen 50 (compact is true); guessed 70 (the first branch); fallback 20 (anchor is nil); guessedFallback 30 (store is not in the file); edge 20 + 10 = 30
// the stack: 70 wide, 5 × 10 = 50 tall; x = (300 − 70) / 2 = 115, y = (200 − 50) / 2 = 75
// expect chosen: x=125 y=75 width=50 height=10
// expect guessed: x=115 y=85 width=70 height=10
// expect fallback: x=140 y=95 width=20 height=10
// expect guessedFallback: x=135 y=105 width=30 height=10
// expect edge: x=135 y=115 width=30 height=10
// expect-diagnostic: warning: FrameLab cannot evaluate the condition 'model.isWide'; it lays out the first branch
// expect-diagnostic: warning: FrameLab cannot know the value of 'store.size?.width'; it uses the fallback 30 after '??', a guess
import SwiftUI

struct Sized: View {
    var compact = true
    var anchor: CGRect? = nil

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: compact ? 50 : nil, height: 10).id("chosen")
            Color.red.frame(width: model.isWide ? 70 : nil, height: 10).id("guessed")
            Color.red.frame(width: anchor?.width ?? 20, height: 10).id("fallback")
            Color.red.frame(width: store.size?.width ?? 30, height: 10).id("guessedFallback")
            Color.red.frame(width: 20, height: 10)
                .padding(compact ? .leading : .trailing, 10)
                .id("edge")
        }
    }
}
