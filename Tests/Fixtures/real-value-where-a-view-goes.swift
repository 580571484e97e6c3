// fixture: a value of the app's own view written where a view goes is a view in Swift, never a failed file: a 'Color' stored by an explicit init from the caller's computed colour ('.background(backgroundColor)') fills what it is given, as a Color does; an 'AnyView?' property set in one init to 'AnyView(accessory())' and in the other to nil is a stand-in marked as a guess with a warning (both were the error "'x' is a value, not a view" in the app folder: issue 26's wave-5 sample, EhPanda's TagCloudView and CommentCell, Pulse's ConsoleSearchSectionHeader; written here)
// window: 300x200
// source: the padded HStack is 44 tall (the stand-in: Views/unknown.yaml, at most 44 where the height is unspecified), + 2 × 16 padding = 76, centred in the 200-tall window: y = (200 − 76) / 2 = 62
// expect cell: x=0 y=62 width=300 height=76
// expect extra: x=63 y=78 width=221 height=44    (16 + 39 ("Hello" body) + 8 (Spacer's minimum); 300 − 16 − 63 = 221; 62 + 16)
// expect-guess: extra
// expect-diagnostic: warning: FrameLab cannot build the view 'accessory'
import SwiftUI

struct Cell: View {
    private let backgroundColor: Color
    var accessory: AnyView?

    init(backgroundColor: Color) {
        self.backgroundColor = backgroundColor
        self.accessory = nil
    }

    init<A: View>(backgroundColor: Color, @ViewBuilder accessory: () -> A) {
        self.backgroundColor = backgroundColor
        self.accessory = AnyView(accessory())
    }

    var body: some View {
        HStack {
            Text("Hello")
            Spacer()
            accessory.id("extra")
        }
        .padding()
        .background(backgroundColor)
        .id("cell")
    }
}

struct Screen: View {
    @Environment(\.colorScheme) private var colorScheme
    private var backgroundColor: Color { colorScheme == .light ? Color(.systemGray6) : Color(.systemGray5) }

    var body: some View {
        Cell(backgroundColor: backgroundColor)
    }
}
