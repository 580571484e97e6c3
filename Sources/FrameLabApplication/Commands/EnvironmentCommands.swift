import Foundation
import LayoutCore
import Profiles

/// Commands that choose where the tree is laid out and show the registry: `:device :devices
/// :orientation :window :column :containers :profile`.
extension CommandInterpreter {
    mutating func device(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(2)
        guard (1...2).contains(words.count), rest.isEmpty else { throw call.usageError() }
        var next = session.state
        guard profiles.registry.devices[words[0]] != nil || profiles.registry.devices.isEmpty else {
            var message = "unknown device '\(words[0])'"
            message += NameSuggestion.hint(for: words[0], in: profiles.registry.devices.keys.sorted())
            throw CommandError(message + " (:devices lists them)")
        }
        let os = next.selection.os.flatMap { profiles.registry.devices[words[0]]?.osVersions.contains($0) == true ? $0 : nil }
        let posture = next.selection.posture.flatMap { profiles.registry.devices[words[0]]?.postureNames.contains($0) == true ? $0 : nil }
        next.selection = DeviceSelection(deviceID: words[0], orientation: next.selection.orientation, os: os, posture: posture)
        if words.count == 2 { next.selection.orientation = try Self.orientation(words[1]) }
        try apply(next, &output, show: .changes)
        explicitSelection.device = true
        if words.count == 2 { explicitSelection.orientation = true }
    }

    static func orientation(_ word: String) throws(CommandError) -> Orientation {
        guard let orientation = Orientation(rawValue: word.lowercased()) else {
            throw CommandError("orientation is portrait or landscape, not '\(word)'")
        }
        return orientation
    }

    func devices(_ output: inout CommandOutput) {
        let rows = profiles.registry.devices.values.sorted { $0.id < $1.id }.map { device in
            let current = device.id == session.state.selection.deviceID && !isPlainWindow ? "*" : ""
            let versions = device.osVersions.map { $0 == device.defaultOS ? $0.id + "+" : $0.id }.joined(separator: " ")
            return [current, device.id, device.displayName, device.idiom.rawValue, versions, device.origin?.file ?? ""]
        }
        printListing(
            [("", .left), ("id", .left), ("name", .left), ("idiom", .left), ("os (default +)", .left), ("file", .left)], rows,
            empty: "no device profiles are loaded (searched: \(profiles.searchPath.directories.joined(separator: ", ")))", &output)
    }

    var isPlainWindow: Bool {
        if case .plain? = session.state.selection.window { return true }
        return false
    }

    mutating func orientation(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        var next = session.state
        if let word = try call.optionalWord() {
            next.selection.orientation = try Self.orientation(word)
        } else {
            next.selection.orientation = next.selection.orientation == .portrait ? .landscape : .portrait
        }
        try apply(next, &output, show: .changes)
        explicitSelection.orientation = true
    }

    /// `:os ID|default`, or with no argument the current generation and the device's versions.
    mutating func os(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        guard let word = try call.optionalWord() else {
            let device = try selectedDevice()
            let current = (try? device.operatingSystem(session.state.selection.os)) ?? nil
            let versions = device.osVersions.map { $0 == device.defaultOS ? "\($0.id) (default)" : $0.id }
            output.print(current.map { "\(device.id) on \($0.id)" } ?? "\(device.id) names no OS versions")
            if !versions.isEmpty { output.print("runs: " + versions.joined(separator: ", ")) }
            return
        }
        try select(\.os, word, &output) { word throws(CommandError) in
            do throws(ProfileError) {
                return try OperatingSystem.named(word)
            } catch {
                throw CommandError(error.message + " (:os with no argument lists the device's versions)")
            }
        }
    }

    /// `:posture [folded|open|default]`: a foldable's posture, or with no argument the current
    /// one and the postures the device has.
    mutating func posture(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        guard let word = try call.optionalWord() else {
            let device = try selectedDevice()
            guard let fallback = device.defaultPosture else {
                output.print("\(device.id) has no postures (it does not fold)")
                return
            }
            output.print("\(device.id) \(session.state.selection.posture ?? fallback)")
            output.print("postures: " + device.postureNames.map { $0 == fallback ? "\($0) (default)" : $0 }.joined(separator: ", "))
            return
        }
        let device = profiles.registry.devices[session.state.selection.deviceID]
        try select(\.posture, word, &output) { word throws(CommandError) in
            do throws(ProfileError) {
                _ = try device?.inPosture(word)
            } catch {
                throw CommandError(error.message + " (:posture with no argument lists the device's postures)")
            }
            return word
        }
    }

    mutating func window(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(1)
        guard words.count == 1, rest.isEmpty else { throw call.usageError() }
        let window = try select(\.window, words[0], &output) { word throws(CommandError) in
            if let window = WindowSize.selection(parsing: word) { return window }
            guard !WindowSize.isWrittenAsSize(word) else { throw CommandError("\(WindowSize.usage), not '\(word)'") }
            return .named(word)
        }
        explicitSelection.window = window != nil
    }

    mutating func column(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(1)
        guard words.count == 1, rest.isEmpty else { throw call.usageError() }
        try select(\.column, words[0], &output) { word throws(CommandError) in
            guard let column = SplitColumn(rawValue: word) else {
                throw CommandError("column is sidebar, content, detail or none, not '\(word)'")
            }
            return column
        }
    }

    /// The selected device's profile (`:os` and `:posture` with no argument describe it).
    private func selectedDevice() throws(CommandError) -> DeviceProfile {
        guard let device = profiles.registry.devices[session.state.selection.deviceID] else { throw CommandError("no device is selected") }
        return device
    }

    /// Sets one optional part of the selection (`:os`, `:posture`, `:window`, `:column`) and lays
    /// out again: `default` or `none` clears it (the device's own), any other word is read by
    /// `parse`. Returns what was set.
    @discardableResult
    mutating func select<Value>(
        _ part: WritableKeyPath<DeviceSelection, Value?>, _ word: String, _ output: inout CommandOutput,
        parse: (String) throws(CommandError) -> Value
    ) throws(CommandError) -> Value? {
        var next = session.state
        next.selection[keyPath: part] = word == "default" || word == "none" ? nil : try parse(word)
        try apply(next, &output, show: .changes)
        return next.selection[keyPath: part]
    }

    func containers(_ output: inout CommandOutput) {
        let rows = profiles.containerKinds.map { kind in
            [kind.id, kind.viewNames.joined(separator: ", "), kind.strategy.name, kind.providesContainerSize ? "yes" : "no", kind.origin?.description ?? ""]
        }
        printListing(
            [("id", .left), ("views", .left), ("layout", .left), ("measured", .left), ("file", .left)], rows,
            empty: "no container profiles are loaded", &output)
    }

    /// `:views`: each view kind, the names it answers to, its layout and its file.
    func views(_ output: inout CommandOutput) {
        let rows = profiles.registry.viewKindList.map { kind in
            [kind.id, kind.id == "unknown" ? "(any undescribed view)" : kind.viewNames.joined(separator: ", "),
             kind.sizing.rule?.rawValue ?? "", "\(kind.variants.count)", kind.origin?.displayText ?? ""]
        }
        printListing(
            [("id", .left), ("views", .left), ("layout", .left), ("variants", .right), ("file", .left)], rows,
            empty: "no view kinds are loaded (Views/ folders of the profile search path)", &output)
    }

    /// A registry listing (`:devices`, `:containers`, `:views`) with a bold header, or `empty`
    /// when the registry has none.
    private func printListing(_ columns: [(title: String, alignment: TextTable.Alignment)], _ rows: [[String]], empty: String, _ output: inout CommandOutput) {
        guard !rows.isEmpty else {
            output.print(empty)
            return
        }
        output.print(TextTable(columns: columns, rows: rows).render(header: style.bold))
    }

    func profile(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(1)
        guard words.count == 1, rest.isEmpty else { throw call.usageError() }
        output.print(try ProfileReport.show(words[0], in: profiles.registry, style: style))
    }
}

/// A `WIDTHxHEIGHT` window size (`390x844`, `300×300`).
public struct WindowSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    /// The largest width or height of a window, in points: far past any display, and small
    /// enough that positions keep their fractions and sums of them stay finite.
    public static let maximum = 100_000.0

    /// The usage text for a size, and what an invalid one is told.
    public static let usage = "a window size is WIDTHxHEIGHT (or plain:WIDTHxHEIGHT for no platform) in points, each from 0 to 100000"

    /// A size written `WIDTHxHEIGHT`, each finite and from 0 to `maximum`.
    public init?(parsing text: String) {
        let parts = Self.parts(text)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (0...Self.maximum).contains(width), (0...Self.maximum).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// Whether `text` is written as a size (two numbers around an `x`), valid or not, rather than
    /// as a window's name: `1e9x1e9`, `-5x5` and `infxnan` are sizes out of range.
    public static func isWrittenAsSize(_ text: String) -> Bool {
        let parts = parts(text)
        return parts.count == 2 && parts.allSatisfy { Double($0) != nil }
    }

    /// `WIDTHxHEIGHT` (a window of the device's platform) or `plain:WIDTHxHEIGHT` (a window of no
    /// platform); nil when `text` is neither, or out of range.
    public static func selection(parsing text: String) -> WindowSelection? {
        if text.lowercased().hasPrefix(WindowSelection.plainPrefix) {
            return WindowSize(parsing: String(text.dropFirst(WindowSelection.plainPrefix.count))).map { .plain(width: $0.width, height: $0.height) }
        }
        return WindowSize(parsing: text).map { .size(width: $0.width, height: $0.height) }
    }

    private static func parts(_ text: String) -> [Substring] {
        var text = text.lowercased()
        if text.hasPrefix(WindowSelection.plainPrefix) { text.removeFirst(WindowSelection.plainPrefix.count) }
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
    }
}
