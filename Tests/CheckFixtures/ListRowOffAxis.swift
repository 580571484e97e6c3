// A List scrolls vertically only: a row pushed sideways past its edge is still lost.
List {
    Text("Fits")
    Text("Pushed")
        .offset(x: 400)
        .id("pushed")
}
