// fixture: a view declared inside an enum used as a namespace ('enum Preference { struct ComponentsView: View }') is laid out when it is the file's only view, and a View nested in a UIKit class of the same file is chosen over the class (the UIKit use is then a warning, not the file's error) (issue 26's wave-5 sample: eul's PreferenceComponentsView, Aidoku's NewSourceViewController; written here)
// window: 300x200
// source: RootChooser takes the last view of the file that needs no arguments: ComponentsView, a 120×60 frame centred in the window
// expect panel: x=90 y=70 width=120 height=60       ((300 − 120) / 2, (200 − 60) / 2)
// expect-diagnostic: warning: 'UIViewController' belongs to UIKit
import SwiftUI

final class ImportController: UIViewController {
    struct DropZone: View {
        var body: some View {
            Color.gray.frame(width: 80, height: 80)
        }
    }
}

enum Preference {
    struct ComponentsView: View {
        var body: some View {
            Color.blue
                .frame(width: 120, height: 60)
                .id("panel")
        }
    }
}
