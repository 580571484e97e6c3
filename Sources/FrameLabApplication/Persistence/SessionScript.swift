import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// A session written as a script that rebuilds it: the device, window, column and settings as
/// commands, then the tree as SwiftUI source. `:save` and the journal write it; `:load` reads it.
public enum SessionScript {
    /// `treeSource` is the source the tree was typed as (or a `:view NAME` that lays it out):
    /// written after the definitions instead of the printed tree, it keeps using them.
    public static func render(_ state: Session.State, treeSource: String? = nil) -> String {
        var lines = ["# FrameLab session: run it with `framelab run FILE` or `:load FILE`"]
        let selection = state.selection
        if case .plain? = selection.window {
            // A plain window does not depend on the device, so the script does not need it to exist.
            lines.append(":window \(selection.window!.label)")
        } else {
            // A device's window on a chosen OS (an iOS 27 iPhone's free-form window) or posture keeps them.
            lines.append(":device \(selection.deviceID) \(selection.orientation.rawValue)")
            if let os = selection.os { lines.append(":os \(os.id)") }
            if let posture = selection.posture { lines.append(":posture \(posture)") }
            if let window = selection.window { lines.append(":window \(window.label)") }
        }
        if let column = selection.column { lines.append(":column \(column.rawValue)") }
        let defaults = SessionSettings()
        let settings = state.settings
        if let color = settings.color { lines.append(":set color \(color ? "on" : "off")") }
        if settings.precision != defaults.precision { lines.append(":set precision \(settings.precision)") }
        if settings.forEachCount != defaults.forEachCount { lines.append(":set foreach \(settings.forEachCount)") }
        if let list = settings.listBehaviour { lines.append(":set list \(list.rawValue)") }
        if settings.dynamicTypeSize != defaults.dynamicTypeSize { lines.append(":set dynamic-type \(settings.dynamicTypeSize.shortName)") }
        if settings.layoutDirection != defaults.layoutDirection { lines.append(":set direction rtl") }
        for (name, value) in settings.stateValues.sorted(by: { $0.key < $1.key }) { lines.append(":set state \(name)=\(value)") }
        // The definitions first, each an entry of its own, so the tree after them can use them.
        for definition in state.module.definitions {
            lines += ["", definition.source]
        }
        if !state.module.isEmpty { lines.append("") }
        if let root = state.root {
            let source = treeSource ?? SourcePrinter.print(root)
            if !source.isEmpty { lines.append(source) }
            if let presentation = state.presentation { lines.append(presentation.command) }
        } else if !state.module.viewNames.isEmpty {
            // Replaying a view definition with no tree lays it out; the session had none.
            lines.append(":reset")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
