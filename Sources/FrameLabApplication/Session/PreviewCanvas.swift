import LayoutCore
import Profiles
import ViewSyntax

/// Where a preview is laid out: its traits (`.landscapeLeft`, `.fixedLayout`, `.previewDevice`…)
/// change the session's device, orientation and window, except what the user chose explicitly
/// (`--device`, `--orientation`, `--window`, `:device`…), which wins. `applied` says which did.
struct PreviewCanvas {
    /// What the user chose explicitly, which a preview's traits do not override.
    struct Explicit: Hashable {
        var device = false
        var orientation = false
        var window = false
    }

    var selection: DeviceSelection
    /// `.sizeThatFitsLayout`: the root is proposed nil × nil and the window is its ideal size.
    var sizeThatFits = false
    /// One line per trait: applied, overridden or not understood.
    var applied: [String] = []

    /// A canvas chosen for another reason than a preview's traits, with the line that says why.
    init(selection: DeviceSelection, applied: [String]) {
        self.selection = selection
        self.applied = applied
    }

    init(traits: PreviewTraits, base: DeviceSelection, explicit: Explicit, registry: ProfileRegistry) {
        selection = base
        if let orientation = traits.orientation {
            if explicit.orientation || explicit.window {
                applied.append("the preview asks for \(orientation.rawValue); the orientation you chose (\(base.orientation.rawValue)) wins")
            } else {
                selection.orientation = orientation
                applied.append("orientation \(orientation.rawValue) from the preview's traits")
            }
        }
        if let name = traits.deviceName {
            if let device = Self.device(named: name, in: registry) {
                if explicit.device || explicit.window {
                    applied.append("the preview asks for \(device.id); the device you chose (\(base.deviceID)) wins")
                } else {
                    selection.deviceID = device.id
                    applied.append("device \(device.id) from the preview's .previewDevice(\"\(name)\")")
                }
            } else {
                applied.append("the preview's device \"\(name)\" has no FrameLab profile; laid out on \(selection.deviceID) (framelab profiles list shows the devices)")
            }
        }
        switch traits.layout {
        case .fixed(let width, let height)?:
            if explicit.window {
                applied.append("the preview asks for a fixed \(formatLength(width))×\(formatLength(height)) layout; the window you chose wins")
            } else if !(0...WindowSize.maximum).contains(width) || !(0...WindowSize.maximum).contains(height) {
                applied.append("warning: the preview's fixed layout \(formatLength(width))×\(formatLength(height)) is not a window (\(WindowSize.usage)); laid out on \(selection.deviceID)")
            } else {
                selection.window = .size(width: width, height: height)
                applied.append("a \(formatLength(width))×\(formatLength(height)) window from the preview's fixed layout, on \(selection.deviceID)'s platform (no safe area)")
            }
        case .sizeThatFits?:
            if explicit.window {
                applied.append("the preview asks for its size that fits; the window you chose wins")
            } else {
                sizeThatFits = true
                applied.append("a window of the view's ideal size, proposed nil × nil (the preview's size-that-fits layout), on \(selection.deviceID)'s platform")
            }
        case .device?, nil:
            break
        }
    }

    /// A device profile by its id or display name, ignoring case, spaces and punctuation.
    static func device(named name: String, in registry: ProfileRegistry) -> DeviceProfile? {
        func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let wanted = key(name)
        return registry.devices.values.sorted { $0.id < $1.id }.first { key($0.id) == wanted || key($0.displayName) == wanted }
    }

    /// The window a size-that-fits preview gets (on the selection's device): the root's ideal size, what it answers
    /// when proposed nil × nil (Xcode's `.sizeThatFitsLayout` canvas proposes no size).
    static func fittingWindow(of root: ViewNode, in environment: LayoutEnvironment) -> WindowSelection? {
        var ideal = environment
        ideal.proposesIdealSize = true
        guard let size = LayoutPipeline.layout(root, in: ideal).nodes.first?.frame.size,
              size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        return .size(width: size.width, height: size.height)
    }
}
