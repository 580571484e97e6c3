// fixture: bordered buttons in an HStack with controlSize(.large) hug their labels plus the large insets
// window: 400x300
// source: Views/Button.yaml variant buttonStyle bordered + controlSize large: insets 14 top/bottom, 20 leading/trailing (FrameLab estimate after FLT's large button padding; control-metrics §4 item 1)
// expect save: x=86 y=124 width=100 height=52   (label 60×24 + 20 + 20, 24 + 14 + 14; HStack 100 + 8 + 120 = 228 centred: (400 − 228)/2 = 86; y (300 − 52)/2 = 124)
// expect cancel: x=194 width=120 height=52   (80 + 40; x 86 + 100 + 8)
HStack {
  Button { } label: { Color.blue.frame(width: 60, height: 24) }
    .id("save")
  Button { } label: { Color.gray.frame(width: 80, height: 24) }
    .id("cancel")
}
.buttonStyle(.bordered)
.controlSize(.large)
