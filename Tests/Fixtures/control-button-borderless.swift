// fixture: a Button with no style hugs its label with no padding; borderedProminent at the regular size adds 7/12
// window: 300x300
// source: Views/Button.yaml: .automatic behaves as .borderless, label only, no padding (FIVESTARS; OSU BorderlessButtonStyle); bordered regular insets 7/12 (FrameLab estimate, control-metrics §4 item 1)
// expect plain: width=50 height=20
// expect prominent: width=74 height=34   (50 + 12 + 12, 20 + 7 + 7)
VStack {
  Button { } label: { Color.red.frame(width: 50, height: 20) }
    .id("plain")
  Button { } label: { Color.red.frame(width: 50, height: 20) }
    .buttonStyle(.borderedProminent)
    .id("prominent")
}
