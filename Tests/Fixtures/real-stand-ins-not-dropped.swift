// fixture: nothing is dropped silently: a Button titled by a constant FrameLab cannot compute (NSLocalizedString) gets the stand-in title "Sample", content the caller supplies ('@ViewBuilder var content: Content') and an unknown view whose closure is an action are stand-ins at their places, each with a warning and marked "(guess)" in the frames table ("guess" in JSON) (the pattern of issue 26's NSLocalizedString button, 'Form { content }' and 'CopyButton { copy(url) }', written 'CopyAction' here: a name ending in Button is now a button whose trailing closure is its action)
// window: 300x200
// source: "Sample" at body 17 pt: FrameLab's advance table gives 56.848, rounded up to the 3× pixel grid ⌈170.544⌉ / 3 = 57 wide, ceil(17 × 2444/2048 × 3)/3 = 20.333 tall (a borderless Button hugs its title); the stand-ins take the proposal (Views/unknown.yaml), here inside fixed frames
// VStack(spacing: 0): 20.333 + 44 + 30 = 94.333 high, 300 wide (the content stand-in takes the width); y = (200 − 94.333) / 2 = 52.833
// expect apply: x=121.5 y=52.833 width=57 height=20.333   ((300 − 57) / 2)
// expect content: x=0 y=73.167 width=300 height=44              (52.833 + 20.333)
// expect copy: x=120 y=117.167 width=60 height=30               ((300 − 60) / 2; 73.167 + 44)
// expect-guess: apply                               (the Button whose title is a stand-in; content and copy carry their .id on the frame around the stand-in)
// expect-diagnostic: warning: FrameLab cannot compute the title 'applyTitle' of 'Button'; it lays out the stand-in text "Sample" in its place
// expect-diagnostic: warning: FrameLab cannot build the view 'content' (a view of type Content the caller of 'Footer' supplies
// expect-diagnostic: warning: the closure of 'CopyAction' builds no view FrameLab can lay out
let applyTitle = NSLocalizedString("settings.apply", value: "Apply", comment: "")

struct Footer<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 0) {
            Button(applyTitle) { }
                .id("apply")
            content
                .frame(height: 44)
                .id("content")
            CopyAction { copy() }
                .frame(width: 60, height: 30)
                .id("copy")
        }
    }
    func copy() {}
}
