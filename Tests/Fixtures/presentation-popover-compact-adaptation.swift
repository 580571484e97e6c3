// fixture: .presentationCompactAdaptation(.popover) keeps a popover on iPhone, placed below its source
// device: iphone-15
// present: 1
// source: Apple presentationCompactAdaptation docs; Containers/popover.yaml (anchored); popover.arrow 13, popover.margin 10 are estimates; safe area 59 / 34
// source view: x=146.5 y=418.5 width=100 height=40   ((393 - 100) / 2, 59 + (852 - 59 - 34 - 40) / 2)
// expect $presentation: x=46.5 y=471.5 width=300 height=200   below: 458.5 + 13 = 471.5 (room 852 - 34 - 10 - 458.5 - 13 = 336.5); x = 196.5 - 150 = 46.5, inside 10 ... 393 - 10 - 300 = 83
// expect card: x=0 y=0 width=300 height=200
Color.gray
    .frame(width: 100, height: 40)
    .id("source")
    .popover(isPresented: .constant(true)) {
        Color.blue
            .frame(width: 300, height: 200)
            .id("card")
            .presentationCompactAdaptation(.popover)
    }
