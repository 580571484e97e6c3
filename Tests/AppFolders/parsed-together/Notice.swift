import SwiftUI

// Used by Screen, and does not parse: the file is left out, with a warning at the error, and
// Screen lays out a stand-in for Notice.
struct Notice: View {
    var body: some View {
        Text("Saved").frame(width: 80 height: 20)
    }
}
