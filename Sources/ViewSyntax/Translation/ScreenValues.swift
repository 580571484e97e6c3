import LayoutCore

/// `UIScreen.main.bounds.width` and its kin, which real apps size views with: the device's screen
/// in points in its orientation and its scale, from the environment the source is translated for
/// (`SourceEnvironment.screenSize`, `displayScale`). In a window that is not the whole screen the
/// screen is not known, and these stay unknown values (a warning, the argument ignored).
enum ScreenValues {
    /// The values by the dotted names the evaluator looks up, as `static let`s are.
    static func values(in environment: SourceEnvironment) -> [String: SwiftValue] {
        var values: [String: SwiftValue] = [:]
        // `UIDevice.current.userInterfaceIdiom == .pad`: the device's idiom (UIKit's case names).
        if let idiom = userInterfaceIdiom(environment.idiom) {
            values["UIDevice.current.userInterfaceIdiom"] = .implicit(idiom)
            values["UITraitCollection.current.userInterfaceIdiom"] = .implicit(idiom)
        }
        for screen in ["UIScreen.main", "UIScreen.current"] {
            if environment.displayScale > 0 {
                values["\(screen).scale"] = .number(environment.displayScale)
                values["\(screen).nativeScale"] = .number(environment.displayScale)
            }
            guard let size = environment.screenSize else { continue }
            for bounds in ["bounds", "nativeBounds"] {
                let factor = bounds == "nativeBounds" ? max(environment.displayScale, 1) : 1
                let rect = "\(screen).\(bounds)"
                values["\(rect).width"] = .number(size.width * factor)
                values["\(rect).height"] = .number(size.height * factor)
                values["\(rect).size.width"] = .number(size.width * factor)
                values["\(rect).size.height"] = .number(size.height * factor)
                values["\(rect).midX"] = .number(size.width * factor / 2)
                values["\(rect).midY"] = .number(size.height * factor / 2)
                values["\(rect).maxX"] = .number(size.width * factor)
                values["\(rect).maxY"] = .number(size.height * factor)
                values["\(rect).minX"] = .number(0)
                values["\(rect).minY"] = .number(0)
                values["\(rect).origin.x"] = .number(0)
                values["\(rect).origin.y"] = .number(0)
            }
        }
        return values
    }

    /// `UIUserInterfaceIdiom`'s case for FrameLab's idiom; nil on the watch, which has no UIDevice idiom.
    private static func userInterfaceIdiom(_ idiom: Idiom) -> String? {
        switch idiom {
        case .phone: "phone"
        case .pad: "pad"
        case .mac: "mac"
        case .tv: "tv"
        case .vision: "vision"
        case .watch: nil
        }
    }
}
