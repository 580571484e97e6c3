import SwiftUI

// The view laid out: every name it uses is declared in another file of the folder.
struct Screen: View {
    var body: some View {
        VStack(spacing: 0) {
            Badge(side: 24).id("badge")
            Catalog.Row().id("row")
            Color.green.frame(height: 10).card().id("card")
            Color.green.frame(height: 10).card(inset: 5).id("card-inset")
            Notice().id("notice")
        }
    }
}
