import SwiftUI

enum Catalog {}

extension Catalog {
    struct Row: View {
        var body: some View { Color.blue.frame(height: 30) }
    }
}
