// fixture: '.font(cond ? a : b)' takes the branch its condition chooses (the first, with a warning, when FrameLab cannot evaluate it), and a font FrameLab cannot read ('Theme.headline' of another file) is a warning, never dropped silently (the pattern of issue 26's '.font(cond ? .title : .title3)'; written here)
// window: 300x200
// source: title3 is 20 pt on iOS: ceil(20 × 2444/2048 × 3)/3 = ceil(71.602)/3 = 24 tall; body 17 pt: ceil(17 × 2444/2048 × 3)/3 = 20.333 (TextStyleTable, control-metrics.md)
// VStack(spacing: 0): 24 + 24 + 20.333 = 68.333 high; y = (200 − 68.333) / 2 = 65.833
// expect chosen: y=65.833 height=24      ('compact' is true: .title3, not .largeTitle)
// expect unknown: y=89.833 height=24     ('model.isBig' cannot be evaluated: the first branch, .title3)
// expect unread: y=113.833 height=20.333 ('Theme.headline' cannot be read: the font in effect, body)
// expect-diagnostic: warning: FrameLab cannot evaluate the condition 'model.isBig'
// expect-diagnostic: warning: FrameLab cannot read the font 'Theme.headline'; the text keeps the font in effect
struct Title: View {
    var compact = true
    var body: some View {
        VStack(spacing: 0) {
            Text("a").font(compact ? .title3 : .largeTitle).id("chosen")
            Text("b").font(model.isBig ? .title3 : .body).id("unknown")
            Text("c").font(Theme.headline).id("unread")
        }
    }
}
