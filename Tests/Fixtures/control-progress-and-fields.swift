// fixture: ProgressView is a 20-point circle, a determinate one a 4-point bar filling the width; a roundedBorder TextField is 34 tall; Stepper fills the width at 32
// window: 300x400
// source: Views/ProgressView.yaml (UIActivityIndicatorView 20×20, UIProgressView 4 tall: OUK, measured); Views/TextField.yaml roundedBorder 30 + 2 + 2 = 34 (OUK UITextField); Views/Stepper.yaml 94×32 (estimate)
// expect spinner: width=20 height=20
// expect bar: width=300 height=4
// expect field: width=300 height=34
// expect stepper: width=300 height=32
VStack {
  ProgressView().id("spinner")
  ProgressView(value: 0.5).id("bar")
  TextField("Name", text: $name).textFieldStyle(.roundedBorder).id("field")
  Stepper("Count", value: $count).labelsHidden().frame(maxWidth: .infinity).id("stepper")
}
