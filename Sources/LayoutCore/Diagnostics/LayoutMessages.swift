/// The layout engine's diagnostics: each id with its usual severity, a title, an example and what
/// `framelab explain` prints. Every `diagnose` and `LayoutDiagnostic` names one of these ids.
/// Add an entry here, then pass its id to `diagnose`; `DiagnosticCatalogTests` checks every id
/// has an explanation.
public enum LayoutMessages {
    public static let domain = "layout"

    static func id(_ name: String) -> DiagnosticID { DiagnosticID(domain, name) }

    public static let textSpacingUnmeasured = id("text-spacing-unmeasured")
    public static let gridSpanZero = id("grid-span-zero")
    public static let gridTooManyColumns = id("grid-too-many-columns")
    public static let containerFallback = id("container-fallback")
    public static let unstableScrollAxis = id("unstable-scroll-axis")
    public static let containerRelativeClosure = id("container-relative-closure")
    public static let containerRelativeGrid = id("container-relative-grid")
    public static let customLayoutSizeNotFinite = id("custom-layout-size-not-finite")
    public static let customLayoutFailed = id("custom-layout-failed")
    public static let customLayoutAlignmentFailed = id("custom-layout-alignment-failed")
    public static let customLayoutAlignmentNotFinite = id("custom-layout-alignment-not-finite")
    public static let customLayoutSpacingFailed = id("custom-layout-spacing-failed")
    public static let customLayoutUnplacedSubview = id("custom-layout-unplaced-subview")
    public static let customLayoutPlacedTwice = id("custom-layout-placed-twice")
    public static let customLayoutPlacementNotFinite = id("custom-layout-placement-not-finite")
    public static let controlMetricMissing = id("control-metric-missing")
    public static let listMetricsMissing = id("list-metrics-missing")
    public static let aspectRatioInvalid = id("aspect-ratio-invalid")
    public static let aspectRatioFillUnspecified = id("aspect-ratio-fill-unspecified")
    public static let gridSpacingInvalid = id("grid-spacing-invalid")
    public static let gridItemClamped = id("grid-item-clamped")
    public static let gridNoTracks = id("grid-no-tracks")
    public static let frameInvalidLength = id("frame-invalid-length")
    public static let frameContradictory = id("frame-contradictory")
    public static let inspectorWidthClamped = id("inspector-width-clamped")
    public static let detentClamped = id("detent-clamped")
    public static let detentSelectionUnlisted = id("detent-selection-unlisted")
    public static let presentationKindMissing = id("presentation-kind-missing")
    public static let presentationRuleMissing = id("presentation-rule-missing")
    public static let presentationCycle = id("presentation-cycle")
    public static let deviceMetricMissing = id("device-metric-missing")
    public static let offsetNotFinite = id("offset-not-finite")
    public static let priorityNaN = id("priority-nan")
    public static let nothingFits = id("view-that-fits-none-fits")
    public static let windowSizeInvalid = id("window-size-invalid")
    public static let frameNotFinite = id("frame-not-finite")
    public static let contentMarginsDefault = id("content-margins-default")
    public static let contentMarginsInvalid = id("content-margins-invalid")
    public static let scrollTarget = id("scroll-target")

    public static let catalog = DiagnosticCatalog(domain: domain, entries: [
        DiagnosticExplanation(textSpacingUnmeasured, .note, title: "no measured spacing next to Text", example: "HStack { Text(\"a\"); Image(systemName: \"star\") } // on a platform without the metric", explanation: """
            A stack put a Text next to another view, and the platform profile has no measured default \
            spacing for that pair, so the platform's general default spacing is used. To fix, add the \
            metric the message names to the platform profile (Devices/platform-*.yaml) with its source, \
            or give the stack an explicit spacing.
            """),
        DiagnosticExplanation(gridSpanZero, title: "gridCellColumns spans no column", example: "Grid { GridRow { Text(\"a\").gridCellColumns(0) } } // the translator says source.value-clamped first; this one comes from trees built in code", explanation: """
            `gridCellColumns(n)` with n below 1 spans nothing; FrameLab uses 1 (SwiftUI does too). \
            Pass a count of 1 or more.
            """),
        DiagnosticExplanation(gridTooManyColumns, title: "a Grid with more columns than FrameLab lays out", example: "Grid { GridRow { Text(\"a\").gridCellColumns(100000) } }", explanation: """
            The rows of a Grid span more columns than FrameLab's limit; the cells past the last column \
            share it. This is FrameLab's clamp against runaway input, not SwiftUI behaviour: split the grid.
            """),
        DiagnosticExplanation(containerFallback, title: "the nearest container has no length", example: "ScrollView { Color.red.containerRelativeFrame(.horizontal) }.fixedSize()", explanation: """
            A `containerRelativeFrame` asked its nearest container for a length on an axis where that \
            container was proposed no size (for example a scroll view along its scroll axis), so the next \
            container out is measured. Give the container a size on that axis, or use a different axis.
            """),
        DiagnosticExplanation(unstableScrollAxis, title: "containerRelativeFrame across a non-scrolling axis", example: "ScrollView { Color.red.containerRelativeFrame(.horizontal) } // a vertical scroll view", explanation: """
            The container's length on this axis depends on its content: a scroll view hugs its content \
            across the axes it does not scroll. SwiftUI can crash or loop here. FrameLab uses the scroll \
            view's proposal. Give the scroll view a fixed size on that axis, or measure another container.
            """),
        DiagnosticExplanation(containerRelativeClosure, title: "a containerRelativeFrame closure failed", example: "Color.red.containerRelativeFrame(.horizontal) { length, _ in length - 1000 }", explanation: """
            The closure of `containerRelativeFrame(_:alignment:_:)` failed to evaluate or returned NaN, \
            infinity or a negative length. That axis keeps the parent's proposal (or 0 for a negative \
            length). Make the closure return a finite, non-negative length.
            """),
        DiagnosticExplanation(containerRelativeGrid, title: "containerRelativeFrame count, span or spacing out of range", example: "Color.red.containerRelativeFrame(.horizontal, count: 0, span: 1, spacing: 0)", explanation: """
            `containerRelativeFrame(_:count:span:spacing:alignment:)` got a count or span below 1 (1 is \
            used) or a spacing that is not finite (0 is used). Pass a count and span of 1 or more and a \
            finite spacing.
            """),
        DiagnosticExplanation(customLayoutSizeNotFinite, title: "a custom Layout's sizeThatFits is not finite", example: "func sizeThatFits(…) -> CGSize { CGSize(width: .infinity, height: 10) }", explanation: """
            `sizeThatFits` of a `Layout` in the source returned NaN or infinity. FrameLab clamps it (0, or \
            the proposal). Return a finite size for every proposal, including nil and infinite ones.
            """),
        DiagnosticExplanation(customLayoutFailed, .error, title: "a custom Layout could not run", example: "func placeSubviews(…) { throw Failure.tooMany }", explanation: """
            FrameLab's interpreter stopped running a `Layout` of the source (an unsupported construct, an \
            uncaught throw, recursion or the step budget). Its content is laid out as a VStack. The message \
            gives the position; rewrite that construct (docs/custom-layouts.md lists what runs).
            """),
        DiagnosticExplanation(customLayoutAlignmentFailed, .error, title: "a custom Layout's explicitAlignment failed", example: "func explicitAlignment(of guide: HorizontalAlignment, …) -> CGFloat? { subviews[9].dimensions(in: .unspecified).width }", explanation: """
            `explicitAlignment(of:in:proposal:subviews:cache:)` could not run; the guide's default is used. \
            See the message for the position of the construct that failed.
            """),
        DiagnosticExplanation(customLayoutAlignmentNotFinite, title: "explicitAlignment returned a non-finite value", example: "func explicitAlignment(of guide: HorizontalAlignment, …) -> CGFloat? { .infinity }", explanation: """
            A `Layout`'s explicitAlignment returned NaN or infinity; the guide's default is used. Return \
            nil for no value, or a finite offset.
            """),
        DiagnosticExplanation(customLayoutSpacingFailed, .error, title: "a custom Layout's spacing failed", example: "func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews[9].spacing }", explanation: """
            `spacing(subviews:cache:)` could not run; a stack spaces the layout as a plain view.
            """),
        DiagnosticExplanation(customLayoutUnplacedSubview, title: "placeSubviews left a subview unplaced", example: "func placeSubviews(in bounds: CGRect, …) { subviews.first?.place(at: bounds.origin, proposal: .unspecified) }", explanation: """
            A `Layout`'s placeSubviews did not call `place(at:anchor:proposal:)` for a subview. SwiftUI \
            centres an unplaced subview in the bounds with the container's proposal (Apple's documentation \
            of place(at:)); FrameLab does the same. Place every subview.
            """),
        DiagnosticExplanation(customLayoutPlacedTwice, title: "placeSubviews placed a subview twice", example: "for s in subviews { s.place(at: bounds.origin, proposal: .unspecified); s.place(at: .zero, proposal: .unspecified) }", explanation: """
            A subview was placed more than once; the last `place(at:)` wins, as in SwiftUI.
            """),
        DiagnosticExplanation(customLayoutPlacementNotFinite, title: "a subview placed at a non-finite point", example: "subviews[0].place(at: CGPoint(x: CGFloat.infinity, y: 0), proposal: .unspecified)", explanation: """
            `place(at:)` got NaN or infinity on an axis; the bounds' origin is used on that axis.
            """),
        DiagnosticExplanation(controlMetricMissing, title: "a control reads a metric the device lacks", example: "Toggle(\"Wi-Fi\", isOn: $on) // on a device whose profile lacks the metric the view kind reads", explanation: """
            A view kind (Views/*.yaml) reads a device metric the device and its platform profile do not \
            define; the kind's default is used. Define the metric, with its source, in the device or \
            platform profile.
            """),
        DiagnosticExplanation(listMetricsMissing, title: "no list metrics for this list style", example: "List { Text(\"a\") }.listStyle(.sidebar) // on a device with no list.sidebar metrics", explanation: """
            The platform profile has no `list.STYLE.*` metrics for the list style, so the list kind's \
            defaults are used. Add the measured figures to the platform profile.
            """),
        DiagnosticExplanation(aspectRatioInvalid, title: "aspectRatio with an unusable ratio", example: "Color.red.aspectRatio(-1, contentMode: .fit)", explanation: """
            `aspectRatio(r)` with r zero, negative, NaN or infinite; the child's own ratio is used, as \
            with `aspectRatio(contentMode:)`. Pass a positive finite ratio.
            """),
        DiagnosticExplanation(aspectRatioFillUnspecified, title: "aspectRatio(.fill) with an unspecified axis", example: "ScrollView { Color.red.aspectRatio(contentMode: .fill) }", explanation: """
            Filling an unspecified proposal proposes infinity to the child. Give the view a size on that \
            axis (a frame) or use `.fit`.
            """),
        DiagnosticExplanation(gridSpacingInvalid, title: "a lazy grid's spacing is unusable", example: "LazyVGrid(columns: [GridItem()], spacing: -5) { Text(\"a\") }", explanation: """
            The spacing of a LazyVGrid or LazyHGrid is negative, NaN or infinite; 0 is used (FrameLab's clamp).
            """),
        DiagnosticExplanation(gridItemClamped, title: "a GridItem was clamped", example: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { Text(\"a\") }", explanation: """
            A `GridItem` has an unusable size or spacing (`.adaptive(minimum: 0)`, a negative spacing, NaN); \
            the message says what was used instead.
            """),
        DiagnosticExplanation(gridNoTracks, title: "a lazy grid with no columns or rows", example: "LazyVGrid(columns: []) { Text(\"a\") }", explanation: """
            A LazyVGrid or LazyHGrid was given no GridItems, so it lays out none of its children. Pass at \
            least one GridItem.
            """),
        DiagnosticExplanation(frameInvalidLength, title: "a frame with a negative or non-finite length", example: "Color.red.frame(width: -10, height: 20)", explanation: """
            `frame(width:height:)` got a negative, NaN or infinite length; it is ignored (SwiftUI logs \
            "Invalid frame dimension"). Pass a finite, non-negative length or nil.
            """),
        DiagnosticExplanation(frameContradictory, title: "contradictory flexible frame", example: "Color.red.frame(minWidth: 200, maxWidth: 100)", explanation: """
            `frame(minWidth:maxWidth:…)` with min greater than max; max is raised to min, as SwiftUI does.
            """),
        DiagnosticExplanation(inspectorWidthClamped, title: "an unusable inspectorColumnWidth", example: "inspectorColumnWidth(.infinity) in a tree built in code (from source, the translator reports source.value-ignored first)", explanation: """
            The inspector's width is negative, NaN or infinite; the message says the width used.
            """),
        DiagnosticExplanation(detentClamped, title: "a presentation detent was clamped", example: "framelab eval --present 1 'Color.red.sheet(isPresented: .constant(true)) { Text(\"b\").presentationDetents([.height(5000)]) }'", explanation: """
            `.fraction(f)` outside 0…1, or `.height(h)` negative, NaN or taller than the large detent, is \
            clamped; the message gives the value used.
            """),
        DiagnosticExplanation(detentSelectionUnlisted, title: "the detent selection is not in the list", example: ".presentationDetents([.medium], selection: $detent) // detent starts at .large", explanation: """
            The `presentationDetents(_:selection:)` binding starts at a detent the list does not hold; the \
            smallest listed detent is used. Start the binding at one of the listed detents.
            """),
        DiagnosticExplanation(presentationKindMissing, .error, title: "no presentation kind of that name", example: "a presentation whose kind has no Containers/NAME.yaml", explanation: """
            A presentation adapts to a kind no profile defines. Add Containers/NAME.yaml with a \
            `presentation:` section (Containers/README.md describes the keys).
            """),
        DiagnosticExplanation(presentationRuleMissing, .error, title: "no presentation rule for this device", example: "a presentation kind without a rule for this device's idiom", explanation: """
            The presentation kind has no rule for the device's idiom and width class. Add one to its \
            Containers/*.yaml file.
            """),
        DiagnosticExplanation(presentationCycle, .error, title: "presentation kinds adapt in a cycle", example: "sheet.yaml adapts to popover, popover.yaml adapts to sheet", explanation: """
            Presentation kinds adapt to each other in a loop; the message names the rule. Break the cycle \
            in the Containers/*.yaml files.
            """),
        DiagnosticExplanation(deviceMetricMissing, .error, title: "a container reads a metric the device lacks", example: "NavigationStack { Text(\"a\") } // on a device profile without navigationBarHeight", explanation: """
            A container or presentation rule reads a device metric (a bar height, a sheet gap) the device \
            profile does not define; 0 (or the whole window) is used. Define the metric in the device or \
            platform profile, with its source.
            """),
        DiagnosticExplanation(offsetNotFinite, title: "a non-finite offset", example: "Text(\"a\").offset(x: .infinity) // from source the translator clamps it first (source.length-clamped); this one comes from trees built in code", explanation: """
            `offset(x:y:)` got NaN or infinity; that part is treated as 0.
            """),
        DiagnosticExplanation(priorityNaN, title: "layoutPriority(nan)", example: "Text(\"a\").layoutPriority(.nan)", explanation: """
            A layout priority that is not a number is treated as 0.
            """),
        DiagnosticExplanation(nothingFits, .note, title: "no ViewThatFits candidate fits", example: "ViewThatFits { Text(\"a long line that does not fit\").fixedSize() }.frame(width: 20)", explanation: """
            None of the candidates' ideal sizes fits the proposal on the constrained axes, so the last \
            candidate is shown (SwiftUI's rule). `:why` on the ViewThatFits lists each candidate against \
            the proposal; add a smaller last candidate if the last one should fit.
            """),
        DiagnosticExplanation(windowSizeInvalid, .error, title: "the window size is not a size", example: "framelab eval --window 0x-10 'Text(\"a\")'", explanation: """
            The window is negative, NaN or infinite. Choose a window of finite, non-negative width and height.
            """),
        DiagnosticExplanation(frameNotFinite, title: "a view got a non-finite frame", example: "Color.red.frame(width: 1e308).offset(x: 1e308)", explanation: """
            An infinite or undefined proposal reached a view, for example `aspectRatio(.fill)` with an \
            unspecified axis, or a ratio taken from a view with a zero side. Give the view a finite size \
            on that axis.
            """),
        DiagnosticExplanation(contentMarginsDefault, .note, title: "contentMargins(nil): no platform figure", example: "ScrollView { Text(\"a\") }.contentMargins(.horizontal, nil)", explanation: """
            `contentMargins` with a nil length asks for the platform's default margins, which FrameLab has \
            no figure for; 0 is used. Pass a length.
            """),
        DiagnosticExplanation(contentMarginsInvalid, title: "contentMargins with an unusable length", example: "ScrollView { Text(\"a\") }.contentMargins(-10)", explanation: """
            A negative, NaN or infinite margin cannot pull content outward; 0 is used.
            """),
        DiagnosticExplanation(scrollTarget, title: "scroll paging or snapping will not behave as written", example: "ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<5) { _ in Color.red.frame(width: 100) } } }.scrollTargetBehavior(.paging)", explanation: """
            `scrollTargetBehavior(.paging)` or `.viewAligned` meets a layout it cannot honour: pages that \
            do not match the children's stride (the carousel drift), no `scrollTargetLayout()`, nothing to \
            page, or a zero-long scroll view. `:why` on the scroll view shows page, lengths and strides \
            (docs/scroll-paging.md).
            """),
    ])
}
