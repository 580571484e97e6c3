import SwiftUI

struct Badge: View {
    var side: Double
    var body: some View { Circle().frame(width: side, height: side) }
}

extension Badge {
    init() { self.init(side: 12) }
}
