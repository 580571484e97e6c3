import LayoutCore

/// The schemas of container kind files and device/platform files.
enum ProfileSchemas {
    static let strategyNames = ["window", "single-content", "split-columns", "tabs", "scroll", "list"]
    static let edgeNames = Edge.allCases.map(\.rawValue)
    static let idiomNames = Idiom.allCases.map(\.rawValue)
    static let sizeClassNames = SizeClass.allCases.map(\.rawValue)
    static let barNames = BarPlacement.allCases.map(\.rawValue)
    static let titleDisplayModeNames = TitleDisplayMode.allCases.map(\.rawValue)
    static let splitStyleNames = ["automatic", "balanced", "prominentDetail"]

    static let insets = MappingSchema(name: "insets", fields: [
        FieldSchema("top", .length, "Top inset in points."),
        FieldSchema("leading", .length, "Leading (left) inset in points."),
        FieldSchema("bottom", .length, "Bottom inset in points."),
        FieldSchema("trailing", .length, "Trailing (right) inset in points."),
    ])

    static let condition = MappingSchema(name: "bar rule condition", fields: [
        FieldSchema("idiom", .oneOrList(.choice(idiomNames, what: "idiom")), "Idioms the rule applies to."),
        FieldSchema("horizontalSizeClass", .choice(sizeClassNames, what: "size class"), "Only in this horizontal size class."),
        FieldSchema("verticalSizeClass", .choice(sizeClassNames, what: "size class"), "Only in this vertical size class."),
        FieldSchema("titleDisplayMode", .oneOrList(.choice(titleDisplayModeNames, what: "title display mode")), "Only with these navigation title display modes."),
        FieldSchema("toolbarItems", .oneOrList(.identifier), "Only when the content has toolbar items at one of these placements (bottomBar, status, …)."),
    ])

    static let presentationRule = MappingSchema(name: "presentation rule", fields: [
        FieldSchema("when", .mapping(condition), "Apply the rule only when every listed condition holds (idiom and size classes)."),
        FieldSchema("adaptsTo", .identifier, "Present as this other presentation kind instead; .presentationCompactAdaptation in the content overrides it."),
        FieldSchema("width", .identifier, "window, ideal, or a device metric (a width the content asks for with inspectorColumnWidth wins)."),
        FieldSchema("height", .identifier, "window, ideal, detents (the smallest of the content's presentationDetents, where the sheet opens), or a device metric."),
        FieldSchema("placement", .choice(PresentationPlacement.allCases.map(\.rawValue), what: "placement"), "Where the frame sits in the window (default center)."),
        FieldSchema("topGap", .identifier, "Device metric: the gap between the top safe area and a full-height (large) sheet."),
        FieldSchema("sizing", .oneOrList(.choice(["automatic", "form", "page", "fitted"], what: "presentation sizing")), "Only for content with one of these .presentationSizing values (automatic when the content sets none)."),
        FieldSchema("floatingInset", .identifier, "Device metric: how far a sheet below its large detent floats in from the screen's sides and bottom (iOS 26); 0 or absent attaches it to the edges."),
        FieldSchema("narrowsMain", .bool, "The main content is laid out beside the presentation, in the window minus its width (an inspector column)."),
        FieldSchema("arrow", .identifier, "Device metric: the length of a popover's arrow (anchored placement)."),
        FieldSchema("margin", .identifier, "Device metric: the nearest an anchored popover comes to the window's edges."),
    ])

    static let barRule = MappingSchema(name: "bar rule", fields: [
        FieldSchema("edge", .choice(edgeNames, what: "edge"), required: true, "The edge the bar sits on."),
        FieldSchema("metric", .identifier, required: true, "The device metric giving the bar's height (navigationBar.inline, navigationBar.large, tabBar, toolbar, statusBar, or a metric a profile defines)."),
        FieldSchema("bar", .choice(barNames, what: "bar"), required: true, "Which bar this is, so .toolbar(.hidden, for:) can remove it."),
        FieldSchema("when", .mapping(condition), "Apply the rule only when every listed condition holds."),
    ])

    static let listBehaviour = MappingSchema(name: "list behaviour", fields: [
        FieldSchema("style", .identifier, "The list style (plain, grouped, insetGrouped, sidebar): platform metrics named list.STYLE.* override the figures below."),
        FieldSchema("contentMargins", .mapping(insets), "Insets between the list's edges and the row backgrounds."),
        FieldSchema("rowInsets", .mapping(insets), "Insets between a row's background and its content."),
        FieldSchema("minimumRowHeight", .length, "Minimum row height in points."),
        FieldSchema("containerPolicy", .choice(ListContainerPolicy.allCases.map(\.rawValue), what: "container policy"), "Whether containerRelativeFrame measures the list (documented) or passes it by (observed)."),
        FieldSchema("styleModifier", .identifier, "The modifier whose argument chooses the style in source (listStyle for List, formStyle for Form)."),
        FieldSchema("automaticStyles", .dictionary(.identifier, keyDescription: "idiom"), "What the automatic style is on each idiom (phone, pad, mac, tv, watch, vision)."),
        FieldSchema("sidebarStyle", .identifier, "What the automatic style is in a NavigationSplitView's sidebar column."),
        FieldSchema("styleAliases", .dictionary(.identifier, keyDescription: "style"), "Styles drawn with another style's metrics (a Form's grouped is insetGrouped on iOS)."),
        FieldSchema("columnStyles", .list(.identifier), "Styles that lay rows out in two columns, labels trailing-aligned in the first (Form's columns: Apple ColumnsFormStyle)."),
        FieldSchema("defaults", .dictionary(.length, keyDescription: "section figure"), "Defaults for the section figures (header.paddingTop, footer.fontSize, sectionSpacing, …) a platform lacks."),
    ])

    static let container = MappingSchema(name: "container kind", fields: [
        FieldSchema("id", .identifier, required: true, "Unique id of the kind."),
        FieldSchema("extends", .identifier, "Id of a kind to inherit from: every key except id, viewNames and summary; keys here override it."),
        FieldSchema("viewNames", .list(.identifier), "Names the kind answers to in SwiftUI source (default: the id)."),
        FieldSchema("summary", .string, "One line describing the kind."),
        FieldSchema("strategy", .choice(strategyNames, what: "layout strategy"), required: true, "How the container arranges its children."),
        FieldSchema("scrollAxes", .oneOrList(.choice(Axis.allCases.map(\.rawValue), what: "axis")), "Scroll axes of a scroll strategy (default vertical)."),
        FieldSchema("providesContainerSize", .bool, "Whether containerRelativeFrame measures this container (default true)."),
        FieldSchema("extendsIntoSafeArea", .bool, "Whether its visible frame extends into the safe-area edges it touches (default true)."),
        FieldSchema("subtractedSafeAreaEdges", .edgeSet, "Safe-area edges subtracted from the size it provides (default all)."),
        FieldSchema("barSubtractions", .list(.mapping(barRule)), "Bars subtracted from the size given to containerRelativeFrame."),
        FieldSchema("contentSafeArea", .list(.mapping(barRule)), "Bars added to the content's safe area."),
        FieldSchema("list", .mapping(listBehaviour), "Row layout, for the list strategy."),
        FieldSchema("presentation", .list(.mapping(presentationRule)), "For presentation kinds (sheet, popover, …): where the presented content goes; the first rule whose condition holds decides."),
        FieldSchema("metrics", .dictionary(.length, keyDescription: "metric name"), "Default values for metrics this kind's bar rules name; a device's own value wins."),
    ])

    static let sizeClass = MappingSchema(name: "size classes", fields: [
        FieldSchema("horizontal", .choice(sizeClassNames, what: "size class"), "Horizontal size class."),
        FieldSchema("vertical", .choice(sizeClassNames, what: "size class"), "Vertical size class."),
    ])

    static let screen = MappingSchema(name: "screen", fields: [
        FieldSchema("width", .length, required: true, "Width in points (portrait)."),
        FieldSchema("height", .length, required: true, "Height in points (portrait)."),
    ])

    static let splitView = MappingSchema(name: "split view", fields: [
        FieldSchema("sidebar", .length, "Sidebar column width in points."),
        FieldSchema("content", .length, "Content (supplementary) column width in points."),
        FieldSchema("style", .choice(splitStyleNames, what: "split-view style"), "NavigationSplitView column style."),
    ])

    static let window = MappingSchema(name: "window", fields: [
        FieldSchema("width", .length, required: true, "Window width in points."),
        FieldSchema("height", .length, "Window height in points (default: the screen height in this orientation)."),
        FieldSchema("sizeClass", .mapping(sizeClass), "The window's size classes."),
        FieldSchema("safeArea", .mapping(insets), "The window's safe area (default: the screen's top and bottom insets)."),
    ])

    static let windowSizeClass = MappingSchema(name: "window size classes", fields: [
        FieldSchema("regularWidthFrom", .length, "A window at least this wide is regular width, a narrower one compact."),
        FieldSchema("regularHeightFrom", .length, "A window at least this tall is regular height, a shorter one compact."),
        FieldSchema("horizontal", .choice(sizeClassNames, what: "size class"), "The horizontal class every window reports, whatever its width (iOS 27 iPhone windows: compact)."),
        FieldSchema("vertical", .choice(sizeClassNames, what: "size class"), "The vertical class every window reports, whatever its height."),
    ])

    static let orientationFields: [FieldSchema] = [
        FieldSchema("safeArea", .mapping(insets), "Safe-area insets of a full-screen app."),
        FieldSchema("sizeClass", .mapping(sizeClass), "Size classes of a full-screen app."),
        FieldSchema("metrics", .dictionary(.length, keyDescription: "metric name"), "Bar metrics: navigationBar.inline, navigationBar.large, tabBar (above the home indicator), toolbar, statusBar."),
        FieldSchema("splitView", .mapping(splitView), "NavigationSplitView column widths."),
        FieldSchema("windows", .dictionary(.mapping(window), keyDescription: "window name"), "Named windows: split-1/3, split-1/2, split-2/3, slide-over; Mac default, minimum."),
        FieldSchema("approximate", .dictionary(.string, keyDescription: "figure name"), "Figures that are approximate (tabBar, safeArea.top, …), each with its provenance, which :why quotes."),
    ]

    static let orientation = MappingSchema(name: "orientation", fields: orientationFields)

    static let orientationSections: [FieldSchema] = [
        FieldSchema("portrait", .mapping(orientation), "Overrides for portrait."),
        FieldSchema("landscape", .mapping(orientation), "Overrides for landscape."),
    ]

    static let osGeneration = MappingSchema(name: "OS generation", fields: [
        FieldSchema("inherits", .choice(OperatingSystem.knownIDs, what: "OS"), "An older generation whose block applies first (ios27 inherits ios26's figures and overrides what changed)."),
        FieldSchema("windowSizeClass", .mapping(windowSizeClass), "Size classes of free-form windows on this generation (iOS 27: iPhone apps in resizable windows)."),
    ] + orientationFields + orientationSections)

    static let operatingSystems = MappingSchema(name: "os", fields: [
        FieldSchema("versions", .list(.choice(OperatingSystem.knownIDs, what: "OS")), "The OS generations the device runs (ios17, ios18, ios26, macos14, …)."),
        FieldSchema("default", .choice(OperatingSystem.knownIDs, what: "OS"), "The generation used when none is selected (default: the newest of versions)."),
    ] + OperatingSystem.known.map {
        FieldSchema($0.id, .mapping(osGeneration), "Figures on \($0.displayName()), applied after the orientation sections; may hold portrait: and landscape:.")
    })

    /// A foldable's posture (`postures: {folded: …, open: …}`): the figures that differ from the
    /// device's other keys, merged over them.
    static let posture = MappingSchema(name: "posture", fields: [
        FieldSchema("screen", .mapping(screen), "Screen size in points in this posture, portrait."),
        FieldSchema("scale", .positiveNumber, "Pixels per point in this posture."),
        FieldSchema("rotates", .bool, "False if this posture has one orientation."),
        FieldSchema("windowSizeClass", .mapping(windowSizeClass), "Size classes of free-form windows in this posture."),
        FieldSchema("os", .mapping(operatingSystems), "Per-generation figures in this posture."),
    ] + orientationFields + orientationSections)

    static let device = MappingSchema(name: "device", fields: [
        FieldSchema("id", .identifier, required: true, "Unique id of the device (a platform file has `platform:` instead)."),
        FieldSchema("platform", .identifier, "Id of a platform file: shared defaults that devices extend; not selectable itself."),
        FieldSchema("extends", .identifier, "Id of a platform or device to inherit from: every key except id and displayName; keys here override it (mappings merge key by key)."),
        FieldSchema("displayName", .string, required: true, "Name shown in listings."),
        FieldSchema("idiom", .choice(idiomNames, what: "idiom"), required: true, "phone, pad, mac, tv, watch or vision."),
        FieldSchema("screen", .mapping(screen), required: true, "Screen size in points, portrait."),
        FieldSchema("scale", .positiveNumber, "Pixels per point."),
        FieldSchema("rotates", .bool, "False for a device with one orientation (Mac, TV); default true."),
        FieldSchema("defaultSpacing", .length, "Default spacing between stack children."),
        FieldSchema("defaultPadding", .length, "Default padding()."),
        FieldSchema("windowSizeClass", .mapping(windowSizeClass), "Size-class thresholds for free-form windows (iPadOS 26): a WIDTHxHEIGHT window and a named window without sizeClass take their size classes from its size."),
        FieldSchema("os", .mapping(operatingSystems), "OS generations: versions, default, and per-generation overrides keyed by OS id."),
        FieldSchema("postures", .dictionary(.mapping(posture), keyDescription: "posture name"), "A foldable's postures (folded, open), each with its own screen, scale, safe area, size classes and bars; selected with --posture."),
        FieldSchema("defaultPosture", .identifier, "The posture used when none is selected (default: the first listed)."),
    ] + orientationFields + orientationSections)
}
