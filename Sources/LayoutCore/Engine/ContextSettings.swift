/// The settings a `LayoutContext` carries that are rarely set and hold strings or dictionaries
/// (a fixed-size font, control and list style selections, scroll modifiers). Each distinct value
/// is kept once in the run's table (`LayoutRun.settingsTable`) and a context holds its index, so
/// that a context stays a plain value: copying it, several times per node, never retains.
struct ContextSettings: Hashable {
    /// A fixed-size system font set above (`.font(.system(size:))`); a `.font(style)` closer to the text clears it.
    var systemFont: SystemFont?
    /// Style and size selections for controls (`buttonStyle` → `bordered`), nearest wins.
    var controlSelections: [String: String] = [:]

    /// `controlSelections` with the text weight in effect (`.fontWeight`, `.bold()`), which a view
    /// kind reads as the `fontWeight` selection (a symbol's weight factor) unless one is selected.
    func controlSelections(weight: FontWeight?) -> [String: String] {
        guard let weight, controlSelections["fontWeight"] == nil else { return controlSelections }
        var selections = controlSelections
        selections["fontWeight"] = weight.rawValue
        return selections
    }
    /// List style, section spacing, minimum row height and row spacing chosen above (`.listStyle`, …).
    var list = ListEnvironment()
    /// Scroll modifiers set above and not yet taken by a scroll view (nil when there are none).
    var scroll: ScrollEnvironment?
}

/// The run's table of distinct `ContextSettings`; index 0 is the default (nothing set).
struct ContextSettingsTable {
    private(set) var values: [ContextSettings] = [ContextSettings()]
    private var indices: [ContextSettings: Int32] = [ContextSettings(): 0]

    subscript(index: Int32) -> ContextSettings { values[Int(index)] }

    /// The index of `settings`, added to the table if it is new.
    mutating func index(of settings: ContextSettings) -> Int32 {
        if let known = indices[settings] { return known }
        let index = Int32(values.count)
        values.append(settings)
        indices[settings] = index
        return index
    }
}

extension LayoutRun {
    /// The rarely set settings in effect in `ctx`.
    func settings(_ ctx: LayoutContext) -> ContextSettings { settingsTable[ctx.settings] }

    /// The fixed-size system font in effect in `ctx`, if any (read for every Text, so the default is free).
    func systemFont(_ ctx: LayoutContext) -> SystemFont? {
        ctx.settings == 0 ? nil : settingsTable[ctx.settings].systemFont
    }

    /// `ctx` without the scroll modifiers set above it (a scroll view or list has taken them).
    mutating func withoutScroll(_ ctx: LayoutContext) -> LayoutContext {
        ctx.settings == 0 || settingsTable[ctx.settings].scroll == nil ? ctx : context(ctx) { $0.scroll = nil }
    }

    /// `ctx` with its settings changed by `change`.
    mutating func context(_ ctx: LayoutContext, changing change: (inout ContextSettings) -> Void) -> LayoutContext {
        var settings = settingsTable[ctx.settings]
        change(&settings)
        var copy = ctx
        copy.settings = settingsTable.index(of: settings)
        return copy
    }
}
