// fixture: an iPad popover in landscape: below its source, centred on it
// device: ipad-pro-11 landscape
// present: 1
// source: Containers/popover.yaml (placement anchored); popover.arrow 13, popover.margin 10 are estimates; safe area 32 / 25 (FDP-291)
// source view: x=555 y=400.5 width=100 height=40   ((1210 - 100) / 2, 32 + (834 - 32 - 25 - 40) / 2)
// expect $presentation: x=455 y=453.5 width=300 height=200   below: 440.5 + 13 = 453.5 (room 834 - 25 - 10 - 440.5 - 13 = 345.5 >= 200); x = 605 - 150 = 455
// expect card: x=0 y=0 width=300 height=200
Color.gray
    .frame(width: 100, height: 40)
    .id("source")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
            .id("card")
    }
