// fixture: an action closure passed to the app's own view ('PillButton(title: "Save") { save() }', 'action: { model.reset() }', a trailing closure calling a view model, and one given to an explicit 'init(_ title:, action:)' that stores it with 'self.action = action') is the view's action, not its content: the view lays out its own body (the Button) and nothing of the closure becomes a view or an error (the pattern of issue 26's "'viewModel' is a value, not a view" in app folders: Pulse's SuggestionPill in the wave-5 sample; written here)
// window: 300x200
// source: each PillButton is its body, a borderless Button around Text(title) with 12 horizontal padding and a 32 high frame; the frames are FrameLab's text widths plus 2 × 12
// VStack(spacing: 8): 4 × 32 + 3 × 8 = 152 high; y = (200 − 152) / 2 = 24
// expect save: y=24 height=32
// expect reset: y=64 height=32                    (24 + 32 + 8)
// expect refresh: y=104 height=32                 (64 + 32 + 8)
// expect pill: y=144 height=32                    (104 + 32 + 8)
import SwiftUI

final class ListModel: ObservableObject {
    @Published var items: [String] = []
    func reset() { items = [] }
    func refresh() {}
    func perform(filter: String) {}
}

struct PillButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .padding(.horizontal, 12)
                .frame(height: 32)
        }
    }
}

struct TagPill: View {
    let title: String
    let action: () -> Void

    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    var body: some View {
        PillButton(title: title, action: action)
    }
}

struct ListToolbar: View {
    @ObservedObject var viewModel: ListModel

    var body: some View {
        VStack(spacing: 8) {
            PillButton(title: "Save") { save() }
                .id("save")
            PillButton(title: "Reset", action: { viewModel.reset() })
                .id("reset")
            PillButton(title: "Refresh") {
                viewModel.refresh()
                print("refreshed")
            }
            .id("refresh")
            TagPill("Errors") {
                viewModel.perform(filter: "errors")
            }
            .id("pill")
        }
    }

    func save() {}
}
