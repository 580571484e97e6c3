// fixture: on iPad a popover is its content's ideal size, below the view it is attached to, arrow up, centred on it
// device: ipad-pro-11
// present: 1
// source: Containers/popover.yaml (placement anchored); popover.arrow 13 and popover.margin 10 are estimates (Devices/platform-ipados.yaml: UIKit popover clones, UIPopoverController.popoverLayoutMargins); safe area 32 / 25 (FDP-291)
// source view: x=367 y=588.5 width=100 height=40   ((834 - 100) / 2, 32 + (1210 - 32 - 25 - 40) / 2)
// expect $presentation: x=267 y=641.5 width=300 height=200   below: 588.5 + 40 + 13 (arrow) = 641.5, room 1210 - 25 - 10 - 628.5 - 13 = 533.5 >= 200; x = 417 (source midX) - 150 = 267
// expect card: x=0 y=0 width=300 height=200
Color.gray
    .frame(width: 100, height: 40)
    .id("source")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
            .id("card")
    }
