// fixture: a popover with no room below its source goes above it, arrow down
// device: ipad-pro-11
// present: 1
// source: Containers/popover.yaml (order below, above, trailing, leading; an estimate of UIKit's permittedArrowDirections .any); popover.arrow 13, popover.margin 10 (estimates)
// source view: x=367 y=1145 width=100 height=40   bottom of the safe area: 1210 - 25 - 40
// expect $presentation: x=267 y=932 width=300 height=200   below has 1210 - 25 - 10 - 1185 - 13 < 0; above: 1145 - 13 - 200 = 932
Color.gray
    .frame(width: 100, height: 40)
    .id("source")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
