// fixture: on iPhone (compact width) a popover adapts to a sheet, and its content is centred in it
// device: iphone-15
// present: 1
// source: Containers/popover.yaml adaptsTo sheet (HN-13: popovers adapt in compact width); sheet .large = 852 - 59 - 10 = 783
// expect $presentation: y=69 height=783
// expect card: x=46.5 y=274.5 width=300 height=200   ((393 - 300) / 2, (749 - 200) / 2), 749 = 783 - 34
Text("Info")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
            .id("card")
    }
