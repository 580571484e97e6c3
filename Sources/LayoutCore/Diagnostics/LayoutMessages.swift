/// The layout engine's diagnostics: each id with a title and what `framelab explain` prints.
/// Add an entry here, then pass its id to `diagnose`; `DiagnosticCatalogTests` checks every id
/// has an explanation.
public enum LayoutMessages {
    public static let domain = "layout"

    static func id(_ name: String) -> DiagnosticID { DiagnosticID(domain, name) }

    public static let unclassified = DiagnosticID.unclassified(domain)
    public static let textSpacingUnmeasured = id("text-spacing-unmeasured")
    public static let gridSpanZero = id("grid-span-zero")
    public static let gridTooManyColumns = id("grid-too-many-columns")
    public static let containerFallback = id("container-fallback")
    public static let unstableScrollAxis = id("unstable-scroll-axis")
    public static let containerRelativeClosure = id("container-relative-closure")
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
        DiagnosticExplanation(unclassified, title: "a layout diagnostic without an id of its own", explanation: """
            The layout engine reported a problem that has not been given an id yet. Read the message: \
            it names the view and what was clamped or ignored. Layout always completes.
            """),
        DiagnosticExplanation(textSpacingUnmeasured, title: "no measured spacing next to Text", explanation: """
            A stack put a Text next to another view, and the platform profile has no measured default \
            spacing for that pair, so the platform's general default spacing is used. To fix, add the \
            metric the message names to the platform profile (Devices/platform-*.yaml) with its source, \
            or give the stack an explicit spacing.
            """),
        DiagnosticExplanation(gridSpanZero, title: "gridCellColumns spans no column", explanation: """
            `gridCellColumns(n)` with n below 1 spans nothing; FrameLab uses 1 (SwiftUI does too). \
            Pass a count of 1 or more.
            """),
        DiagnosticExplanation(gridTooManyColumns, title: "a Grid with more columns than FrameLab lays out", explanation: """
            The rows of a Grid span more columns than FrameLab's limit; the cells past the last column \
            share it. This is FrameLab's clamp against runaway input, not SwiftUI behaviour: split the grid.
            """),
        DiagnosticExplanation(containerFallback, title: "the nearest container has no length", explanation: """
            A `containerRelativeFrame` asked its nearest container for a length on an axis where that \
            container was proposed no size (for example a scroll view along its scroll axis), so the next \
            container out is measured. Give the container a size on that axis, or use a different axis.
            """),
        DiagnosticExplanation(unstableScrollAxis, title: "containerRelativeFrame across a non-scrolling axis", explanation: """
            The container's length on this axis depends on its content: a scroll view hugs its content \
            across the axes it does not scroll. SwiftUI can crash or loop here. FrameLab uses the scroll \
            view's proposal. Give the scroll view a fixed size on that axis, or measure another container.
            """),
        DiagnosticExplanation(containerRelativeClosure, title: "a containerRelativeFrame closure failed", explanation: """
            The closure of `containerRelativeFrame(_:alignment:_:)` failed to evaluate or returned NaN, \
            infinity or a negative length. That axis keeps the parent's proposal (or 0 for a negative \
            length). Make the closure return a finite, non-negative length.
            """),
        DiagnosticExplanation(customLayoutSizeNotFinite, title: "a custom Layout's sizeThatFits is not finite", explanation: """
            `sizeThatFits` of a `Layout` in the source returned NaN or infinity. FrameLab clamps it (0, or \
            the proposal). Return a finite size for every proposal, including nil and infinite ones.
            """),
        DiagnosticExplanation(customLayoutFailed, title: "a custom Layout could not run", explanation: """
            FrameLab's interpreter stopped running a `Layout` of the source (an unsupported construct, an \
            uncaught throw, recursion or the step budget). Its content is laid out as a VStack. The message \
            gives the position; rewrite that construct (docs/custom-layouts.md lists what runs).
            """),
        DiagnosticExplanation(customLayoutAlignmentFailed, title: "a custom Layout's explicitAlignment failed", explanation: """
            `explicitAlignment(of:in:proposal:subviews:cache:)` could not run; the guide's default is used. \
            See the message for the position of the construct that failed.
            """),
        DiagnosticExplanation(customLayoutAlignmentNotFinite, title: "explicitAlignment returned a non-finite value", explanation: """
            A `Layout`'s explicitAlignment returned NaN or infinity; the guide's default is used. Return \
            nil for no value, or a finite offset.
            """),
        DiagnosticExplanation(customLayoutSpacingFailed, title: "a custom Layout's spacing failed", explanation: """
            `spacing(subviews:cache:)` could not run; a stack spaces the layout as a plain view.
            """),
        DiagnosticExplanation(customLayoutUnplacedSubview, title: "placeSubviews left a subview unplaced", explanation: """
            A `Layout`'s placeSubviews did not call `place(at:anchor:proposal:)` for a subview. SwiftUI \
            centres an unplaced subview in the bounds with the container's proposal (Apple's documentation \
            of place(at:)); FrameLab does the same. Place every subview.
            """),
        DiagnosticExplanation(customLayoutPlacedTwice, title: "placeSubviews placed a subview twice", explanation: """
            A subview was placed more than once; the last `place(at:)` wins, as in SwiftUI.
            """),
        DiagnosticExplanation(customLayoutPlacementNotFinite, title: "a subview placed at a non-finite point", explanation: """
            `place(at:)` got NaN or infinity on an axis; the bounds' origin is used on that axis.
            """),
        DiagnosticExplanation(controlMetricMissing, title: "a control reads a metric the device lacks", explanation: """
            A view kind (Views/*.yaml) reads a device metric the device and its platform profile do not \
            define; the kind's default is used. Define the metric, with its source, in the device or \
            platform profile.
            """),
        DiagnosticExplanation(listMetricsMissing, title: "no list metrics for this list style", explanation: """
            The platform profile has no `list.STYLE.*` metrics for the list style, so the list kind's \
            defaults are used. Add the measured figures to the platform profile.
            """),
        DiagnosticExplanation(aspectRatioInvalid, title: "aspectRatio with an unusable ratio", explanation: """
            `aspectRatio(r)` with r zero, negative, NaN or infinite; the child's own ratio is used, as \
            with `aspectRatio(contentMode:)`. Pass a positive finite ratio.
            """),
        DiagnosticExplanation(aspectRatioFillUnspecified, title: "aspectRatio(.fill) with an unspecified axis", explanation: """
            Filling an unspecified proposal proposes infinity to the child. Give the view a size on that \
            axis (a frame) or use `.fit`.
            """),
        DiagnosticExplanation(gridSpacingInvalid, title: "a lazy grid's spacing is unusable", explanation: """
            The spacing of a LazyVGrid or LazyHGrid is negative, NaN or infinite; 0 is used (FrameLab's clamp).
            """),
        DiagnosticExplanation(gridItemClamped, title: "a GridItem was clamped", explanation: """
            A `GridItem` has an unusable size or spacing (`.adaptive(minimum: 0)`, a negative spacing, NaN); \
            the message says what was used instead.
            """),
        DiagnosticExplanation(gridNoTracks, title: "a lazy grid with no columns or rows", explanation: """
            A LazyVGrid or LazyHGrid was given no GridItems, so it lays out none of its children. Pass at \
            least one GridItem.
            """),
        DiagnosticExplanation(frameInvalidLength, title: "a frame with a negative or non-finite length", explanation: """
            `frame(width:height:)` got a negative, NaN or infinite length; it is ignored (SwiftUI logs \
            "Invalid frame dimension"). Pass a finite, non-negative length or nil.
            """),
        DiagnosticExplanation(frameContradictory, title: "contradictory flexible frame", explanation: """
            `frame(minWidth:maxWidth:…)` with min greater than max; max is raised to min, as SwiftUI does.
            """),
        DiagnosticExplanation(inspectorWidthClamped, title: "an unusable inspectorColumnWidth", explanation: """
            The inspector's width is negative, NaN or infinite; the message says the width used.
            """),
        DiagnosticExplanation(detentClamped, title: "a presentation detent was clamped", explanation: """
            `.fraction(f)` outside 0…1, or `.height(h)` negative, NaN or taller than the large detent, is \
            clamped; the message gives the value used.
            """),
        DiagnosticExplanation(detentSelectionUnlisted, title: "the detent selection is not in the list", explanation: """
            The `presentationDetents(_:selection:)` binding starts at a detent the list does not hold; the \
            smallest listed detent is used. Start the binding at one of the listed detents.
            """),
        DiagnosticExplanation(presentationKindMissing, title: "no presentation kind of that name", explanation: """
            A presentation adapts to a kind no profile defines. Add Containers/NAME.yaml with a \
            `presentation:` section (Containers/README.md describes the keys).
            """),
        DiagnosticExplanation(presentationRuleMissing, title: "no presentation rule for this device", explanation: """
            The presentation kind has no rule for the device's idiom and width class. Add one to its \
            Containers/*.yaml file.
            """),
        DiagnosticExplanation(presentationCycle, title: "presentation kinds adapt in a cycle", explanation: """
            Presentation kinds adapt to each other in a loop; the message names the rule. Break the cycle \
            in the Containers/*.yaml files.
            """),
        DiagnosticExplanation(deviceMetricMissing, title: "a container reads a metric the device lacks", explanation: """
            A container or presentation rule reads a device metric (a bar height, a sheet gap) the device \
            profile does not define; 0 (or the whole window) is used. Define the metric in the device or \
            platform profile, with its source.
            """),
        DiagnosticExplanation(offsetNotFinite, title: "a non-finite offset", explanation: """
            `offset(x:y:)` got NaN or infinity; that part is treated as 0.
            """),
        DiagnosticExplanation(priorityNaN, title: "layoutPriority(nan)", explanation: """
            A layout priority that is not a number is treated as 0.
            """),
        DiagnosticExplanation(nothingFits, title: "no ViewThatFits candidate fits", explanation: """
            None of the candidates' ideal sizes fits the proposal on the constrained axes, so the last \
            candidate is shown (SwiftUI's rule). `:why` on the ViewThatFits lists each candidate against \
            the proposal; add a smaller last candidate if the last one should fit.
            """),
        DiagnosticExplanation(windowSizeInvalid, title: "the window size is not a size", explanation: """
            The window is negative, NaN or infinite. Choose a window of finite, non-negative width and height.
            """),
        DiagnosticExplanation(frameNotFinite, title: "a view got a non-finite frame", explanation: """
            An infinite or undefined proposal reached a view, for example `aspectRatio(.fill)` with an \
            unspecified axis, or a ratio taken from a view with a zero side. Give the view a finite size \
            on that axis.
            """),
        DiagnosticExplanation(contentMarginsDefault, title: "contentMargins(nil): no platform figure", explanation: """
            `contentMargins` with a nil length asks for the platform's default margins, which FrameLab has \
            no figure for; 0 is used. Pass a length.
            """),
        DiagnosticExplanation(contentMarginsInvalid, title: "contentMargins with an unusable length", explanation: """
            A negative, NaN or infinite margin cannot pull content outward; 0 is used.
            """),
        DiagnosticExplanation(scrollTarget, title: "scroll paging or snapping will not behave as written", explanation: """
            `scrollTargetBehavior(.paging)` or `.viewAligned` meets a layout it cannot honour: pages that \
            do not match the children's stride (the carousel drift), no `scrollTargetLayout()`, nothing to \
            page, or a zero-long scroll view. `:why` on the scroll view shows page, lengths and strides \
            (docs/scroll-paging.md).
            """),
    ])
}
