// fixture: a view's computed property of a number read in a frame or a stack's spacing is its value: one expression, a body of if/else returns, and UIKit's 'UIFontMetrics.default.scaledValue(for:)' (body's scaling, as @ScaledMetric); before, each was "a value FrameLab cannot know (it is a view)" and the frame was dropped; a computed property FrameLab cannot compute is named as one in the warning (issue 26's wave-7 sample: a design system's stepper, 'private var stepSize: CGFloat { UIFontMetrics.default.scaledValue(for: 32) }', drew its 32-pt step circles 16 × 28; written here)
// window: 300x400
// source: the property bodies run where they are read (ViewTranslator+ComputedNumbers.swift); UIFontMetrics at the Large size leaves 32 at 32 (TextStyleTable.scaledMetric, body); HStack(spacing: gap = 4 as steps = 5 > 3): 32 + 4 + 32 + 4 + 12 = 84 wide, x = (300 − 84) / 2 = 108; VStack(spacing: 0) of 32 + 10 = 42, y = (400 − 42) / 2 = 179; the last Color's width is unknown, so it takes the proposed 300
// expect first: x=108 y=179 width=32 height=32
// expect second: x=144 y=179 width=32 height=32         (108 + 32 + 4)
// expect tick: x=180 y=189 width=12 height=12           (144 + 32 + 4; centred: 179 + (32 − 12) / 2)
// expect unknown: x=0 y=211 width=300 height=10         (179 + 32)
// expect-diagnostic: warning: FrameLab cannot know the value of 'modelWidth' (its getter returns 'model.preferredWidth', which FrameLab cannot compute)
import SwiftUI

struct StepIndicator: View {
    let steps = 5
    private var stepSize: CGFloat {
        return UIFontMetrics.default.scaledValue(for: 32)
    }
    private var gap: CGFloat {
        if steps > 3 {
            return 4
        } else {
            return 12
        }
    }
    var tick: CGFloat { 12 }
    var modelWidth: CGFloat { model.preferredWidth }

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: gap) {
                Color.red.frame(width: stepSize, height: stepSize).id("first")
                Color.red.frame(width: stepSize, height: stepSize).id("second")
                Circle().frame(width: tick, height: tick).id("tick")
            }
            Color.blue.frame(width: modelWidth, height: 10).id("unknown")
        }
    }
}
