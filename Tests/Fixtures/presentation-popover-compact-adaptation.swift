// fixture: .presentationCompactAdaptation(.popover) keeps a popover on iPhone
// device: iphone-15
// present: 1
// source: Apple presentationCompactAdaptation docs; Containers/popover.yaml
// expect $presentation: x=46.5 y=326 width=300 height=200   ((393 - 300) / 2, (852 - 200) / 2)
// expect card: x=0 y=0 width=300 height=200
Text("Info")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
            .id("card")
            .presentationCompactAdaptation(.popover)
    }
