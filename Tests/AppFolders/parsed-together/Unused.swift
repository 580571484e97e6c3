import SwiftUI

// Used by nothing, and does not parse: the file is left out with a warning; Screen lays out.
struct Unused: View {
    var body: some View { Color.red.frame(width: 10, height: }
}
