// fixture: a popover from a view in the top-trailing corner is centred on it as far as the margin allows
// device: ipad-pro-11
// present: 1
// source: Containers/popover.yaml (anchored, clamped popover.margin inside the safe area; UIPopoverController.popoverLayoutMargins 10, an estimate)
// source view: x=790 y=32 width=44 height=44   top-trailing of the safe area: 834 - 44, 32
// expect $presentation: x=524 y=89 width=300 height=200   below: 32 + 44 + 13 = 89; centred x 812 - 150 = 662 is past 834 - 10 - 300 = 524, so 524
Color.gray
    .frame(width: 44, height: 44)
    .id("source")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
