// fixture: three symbol names the table lacks (two real SF Symbols it does not list, one used by a Label) keep the fallback square and give ONE warning that names each with the closest listed name
// device: iphone-15-pro
// os: ios18
// source: Views/SFSymbol.yaml fallback: 0.9961 em of body 17 = 16.934 (control-metrics.md §2, estimate); the Label's icon is the same square, its title a body line beside it
// source: closest names (SymbolSizeTable.closestName): 'car.side.fill' shares 'car' and 'fill' with car.circle.fill; 'wifi.exclamationmark' shares its first word with wifi (the edit-distance typo 'exclamationmark' starts with another word); no listed name starts with 'cloud' and none is within 19 / 4 edits, so the nearest by edit distance, sun.max.fill (9)
// expect car: width=16.934 height=16.934
// expect wifi: width=16.934 height=16.934
// expect-diagnostic: warning: lacks the 3 symbols 'car.side.fill' (did you mean 'car.circle.fill'?); 'wifi.exclamationmark' (did you mean 'wifi'?); 'cloud.sun.rain.fill' (did you mean 'sun.max.fill'?): laid out as the fallback square
VStack(spacing: 0) {
    Image(systemName: "car.side.fill")
        .id("car")
    Image(systemName: "wifi.exclamationmark")
        .id("wifi")
    Label("Rain", systemImage: "cloud.sun.rain.fill")
}
